import {
  Brain,
  Briefcase,
  Building2,
  CalendarCheck,
  Clock,
  FileText,
  Package,
  Rocket,
  ShieldCheck,
  ShoppingCart,
  Target,
  type LucideIcon,
} from 'lucide-react';

/** Every call to action on the landing page leads here (spec §2); signed-in visitors never see this page. */
export const loginHref = '/login';
/** Starting something new opens Sign Up, not Log in (issue 30). */
export const signupHref = '/signup';
export const partnerSectionId = 'partners';
export const siteFooterId = 'site-footer';

export interface Highlight {
  icon: LucideIcon;
  /** Short name for the picker buttons. */
  label: string;
  title: string;
  description: string;
}

export const heroHighlights: Highlight[] = [
  {
    icon: Brain,
    label: 'Formation',
    title: 'AI formation agent',
    description: 'Tell it what you are building. It suggests the right entity and walks you through incorporation in India or the USA.',
  },
  {
    icon: ShieldCheck,
    label: 'Compliance',
    title: 'Compliance health score',
    description: 'Every filing and licence your company needs, checked against your business and scored out of 100.',
  },
  {
    icon: CalendarCheck,
    label: 'Deadlines',
    title: 'Deadlines on one calendar',
    description: 'GST returns, ADT-1 and annual filings in one place, with reminders well before each due date.',
  },
  {
    icon: FileText,
    label: 'Documents',
    title: 'Orders and documents',
    description: 'Follow every service you buy step by step, with tasks, comments and documents in one timeline.',
  },
];

export interface Stat {
  icon: LucideIcon;
  value: string;
  label: string;
}

export const stats: Stat[] = [
  { icon: Brain, value: '500+', label: 'Rules in the AI agent' },
  { icon: Clock, value: '24/7', label: 'AI agent on call' },
  { icon: Target, value: '95%', label: 'Forecast accuracy' },
  { icon: Rocket, value: '5 min', label: 'Setup time' },
  { icon: Building2, value: '500+', label: 'Businesses on Charter' },
  { icon: Briefcase, value: '$500K+', label: 'In startup credits' },
];

export interface UseCase {
  icon: LucideIcon;
  title: string;
  description: string;
  points: string[];
}

export const useCases: UseCase[] = [
  {
    icon: Rocket,
    title: 'SaaS startups',
    description: 'Incorporate where your customers and investors are, and keep the company clean for your next round.',
    points: ['Private Limited in India or C-Corp in the USA', 'GST registration and tax filings', 'Annual filings tracked automatically'],
  },
  {
    icon: Package,
    title: 'Exporters',
    description: 'Ship abroad without losing weeks to paperwork. The agent knows which registrations an exporter needs.',
    points: ['Export documentation checklist', 'GST and tax registrations', 'Banking and trademark services'],
  },
  {
    icon: ShoppingCart,
    title: 'E-commerce brands',
    description: 'Sell online with the right licences in place, from your first order to your thousandth.',
    points: ['Food-safety licence when you sell food', 'Trademark for your brand name', 'PF and ESIC once you hire'],
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export const testimonials: Testimonial[] = [
  {
    quote:
      'We incorporated our Private Limited company in days, not weeks. The agent flagged our ADT-1 filing before we even knew it existed.',
    name: 'Priya Raman',
    role: 'Founder, Ledgerline',
  },
  {
    quote: 'Export paperwork used to eat our weekends. Now the compliance calendar tells us what is due and Charter handles the filings.',
    name: 'Arjun Mehta',
    role: 'Director, Coastline Exports',
  },
  {
    quote: 'As a US founder selling into India, having both entities and every deadline in one dashboard is exactly what we needed.',
    name: 'Sarah Collins',
    role: 'CEO, Northwind Goods',
  },
];

export const chatTopics = ['Company formation', 'GST', 'Food licences', 'Export documentation', 'PF and ESIC', 'Tax'];
