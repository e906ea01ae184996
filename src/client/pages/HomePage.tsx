import AssistantIsland from '../features/assistant/AssistantIsland.tsx';
import { usePageLocale } from '../components/site-content.tsx';
import { Island } from '../islands/Island.tsx';
import { AboutSection } from './home/AboutSection.tsx';
import { ContactSection } from './home/ContactSection.tsx';
import { HeroSection } from './home/HeroSection.tsx';
import { IndustriesSection } from './home/IndustriesSection.tsx';
import { SolutionsSection } from './home/SolutionsSection.tsx';
import { WhyChooseSection } from './home/WhyChooseSection.tsx';

export function HomePage() {
  const { locale } = usePageLocale();
  return (
    <>
      <HeroSection />
      <AboutSection />
      <SolutionsSection />
      <WhyChooseSection />
      <IndustriesSection />
      <ContactSection />
      <Island name="assistant" component={AssistantIsland} props={{ locale }} hydrate="interaction" />
    </>
  );
}
