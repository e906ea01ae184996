/** Names of icons from lucide-react that content may use (mapped in src/client/components/Icon.tsx). */
export const ICON_NAMES = [
  'phone', 'phone-incoming', 'message-square', 'filter', 'bar-chart', 'git-branch', 'database',
  'shield', 'shield-check', 'clock', 'trending-up', 'piggy-bank', 'star', 'users', 'building',
  'heart-pulse', 'scale', 'shopping-cart', 'briefcase', 'home', 'car', 'store', 'umbrella',
  'hotel', 'mic', 'globe', 'layers', 'lightbulb', 'target', 'sparkles', 'calendar',
  'calculator', 'map', 'file-text', 'landmark', 'activity', 'zap', 'headphones', 'mail',
  'award', 'rocket', 'line-chart', 'badge-check', 'bot', 'workflow', 'plug', 'palette',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
