import { Toaster } from '../../components/toast/Toaster.tsx';
import { DemoRequestForm } from './DemoRequestForm.tsx';

/** The demo request form with its notification region: one island, hydrated near the viewport. */
export default function DemoRequestIsland() {
  return (
    <>
      <DemoRequestForm />
      <Toaster />
    </>
  );
}
