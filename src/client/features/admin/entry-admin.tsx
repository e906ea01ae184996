import '../../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadBrandFont } from '../../lib/brand-font.ts';
import { AdminApp } from './AdminApp.tsx';

/** The admin's own entry (the staff app): public pages never load it (see admin-shell.ts and scripts/build.ts). */
loadBrandFont();
const root = document.getElementById('admin-root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AdminApp />
    </StrictMode>,
  );
}
