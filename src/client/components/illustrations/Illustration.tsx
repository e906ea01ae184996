import type { IllustrationName } from '../../../shared/content/types.ts';
import callDashboard from '../../assets/call-dashboard.svg';
import growthChart from '../../assets/growth-chart.svg';
import phoneAssistant from '../../assets/phone-assistant.svg';
import teamPlanning from '../../assets/team-planning.svg';

const SOURCES: Record<IllustrationName, string> = {
  'team-planning': teamPlanning,
  'call-dashboard': callDashboard,
  'phone-assistant': phoneAssistant,
  'growth-chart': growthChart,
};

/** Our own SVG artwork, 4:3, lazy below the fold with explicit size so nothing shifts. */
export function Illustration({ name, alt, className, eager = false }: { name: IllustrationName; alt: string; className?: string; eager?: boolean }) {
  return (
    <img
      src={SOURCES[name]}
      alt={alt}
      width={480}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
