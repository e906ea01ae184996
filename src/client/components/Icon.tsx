import {
  Activity, Award, BadgeCheck, BarChart3, Bot, Briefcase, Building2, Calculator, Calendar, Car, Clock, Database,
  FileText, Filter, GitBranch, Globe, Headphones, HeartPulse, House, Landmark, Layers, Lightbulb, LineChart, Mail,
  Map, MessageSquare, Mic, Palette, Phone, PhoneIncoming, PiggyBank, Plug, Rocket, Scale, Shield, ShieldCheck,
  ShoppingCart, Sparkles, Star, Store, Target, TrendingUp, Umbrella, Hotel, Users, Workflow, Zap,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../shared/content/types.ts';

const ICONS: Record<IconName, LucideIcon> = {
  phone: Phone, 'phone-incoming': PhoneIncoming, 'message-square': MessageSquare, filter: Filter,
  'bar-chart': BarChart3, 'git-branch': GitBranch, database: Database, shield: Shield, 'shield-check': ShieldCheck,
  clock: Clock, 'trending-up': TrendingUp, 'piggy-bank': PiggyBank, star: Star, users: Users, building: Building2,
  'heart-pulse': HeartPulse, scale: Scale, 'shopping-cart': ShoppingCart, briefcase: Briefcase, home: House, car: Car,
  store: Store, umbrella: Umbrella, hotel: Hotel, mic: Mic, globe: Globe, layers: Layers, lightbulb: Lightbulb,
  target: Target, sparkles: Sparkles, calendar: Calendar, calculator: Calculator, map: Map, 'file-text': FileText,
  landmark: Landmark, activity: Activity, zap: Zap, headphones: Headphones, mail: Mail, award: Award, rocket: Rocket,
  'line-chart': LineChart, 'badge-check': BadgeCheck, bot: Bot, workflow: Workflow, plug: Plug, palette: Palette,
};

/** A decorative icon from content data; the text beside it carries the meaning. */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Component = ICONS[name];
  return <Component className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
