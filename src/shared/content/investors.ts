import { siteConfig } from '../site-config.ts';
import type { InvestorsContent } from './types.ts';

const company = siteConfig.companyName;

/** File-name prefix for downloads, e.g. "harborline" for "Harborline AI". */
const filePrefix =
  siteConfig.companyName
    .toLowerCase()
    .replace(/\b(ai|llc|inc)\b/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'company';

export const investorsContent: InvestorsContent = {
  hero: {
    eyebrow: 'Investor Relations',
    title: `Investing in the future of customer conversations`,
    lead: `${company} helps businesses answer every call and convert more leads with AI. We are building a recurring-revenue platform in one of the fastest-growing areas of business software.`,
  },

  metricsEyebrow: 'Performance',
  metricsHeading: 'Key Metrics',
  metrics: [
    {
      title: 'Revenue Growth',
      value: '300%+',
      description: 'Year-over-year growth in revenue, driven by new clients and existing clients adding services.',
      period: 'Fiscal year 2023 vs. 2022',
    },
    {
      title: 'Business Clients',
      value: '500+',
      description: 'Businesses using our AI phone assistants, SMS automation and lead qualification services.',
      period: 'As of December 31, 2023',
    },
    {
      title: 'Industries Served',
      value: '12+',
      description: 'Industries served, from real estate and healthcare to legal, financial and professional services.',
      period: 'As of December 31, 2023',
    },
    {
      title: 'Platform Uptime',
      value: '99.9%',
      description: 'Platform availability for client call handling, supported by 24/7 monitoring.',
      period: 'Calendar year 2023',
    },
  ],

  highlightsEyebrow: 'Why invest',
  highlightsHeading: 'Investment Highlights',
  highlights: [
    {
      icon: 'line-chart',
      title: 'Recurring Revenue Model',
      text: 'Monthly service plans create predictable, recurring revenue, and one-time setup fees help fund the cost of onboarding each client.',
    },
    {
      icon: 'globe',
      title: 'Large, Underserved Market',
      text: 'Millions of small and mid-sized businesses still rely on voicemail and overloaded front desks. Most have never been offered AI built for their needs.',
    },
    {
      icon: 'award',
      title: 'Proven Client Results',
      text: 'Clients see a 98% call answer rate, a 35% average increase in lead conversion and up to a 50% cost reduction, which supports strong retention.',
    },
    {
      icon: 'layers',
      title: 'Scalable Platform',
      text: 'Reusable industry packages and integrations mean each new client builds on the work done for the last one, improving margins as we grow.',
    },
    {
      icon: 'palette',
      title: 'Partner Channel',
      text: 'Our white-label program lets agencies and resellers sell our platform under their own brands, opening a distribution channel beyond direct sales.',
    },
    {
      icon: 'shield-check',
      title: 'Trust and Reliability',
      text: 'Enterprise security, 24/7 monitoring and 99.9% uptime give clients the confidence to put AI on their most important customer conversations.',
    },
  ],

  market: {
    eyebrow: 'Opportunity',
    heading: 'Market Opportunity',
    lead: 'Businesses are moving customer conversations to AI, and the market for AI-powered customer communication is growing quickly.',
    figures: [
      { value: '$13.9B', label: 'Market size for AI-powered customer communication' },
      { value: '24.3%', label: 'Projected compound annual growth rate (CAGR)' },
      { value: '33M+', label: 'Small businesses in the United States' },
      { value: '7', label: 'Industry-specific packages ready to deploy' },
    ],
  },

  whyNow: {
    heading: 'Why Now',
    points: [
      {
        title: 'The technology is finally ready',
        text: 'Voice AI now understands callers and responds naturally enough to complete real tasks, such as booking appointments and qualifying leads, at a cost small businesses can afford.',
      },
      {
        title: 'Customers expect instant answers',
        text: 'People expect a response right away, at any hour. Businesses that cannot answer lose the customer, and hiring enough staff to cover every hour is out of reach for most.',
      },
      {
        title: 'Labor costs keep rising',
        text: 'Front-desk and call-center staff are harder to hire and more expensive to keep. Automating routine conversations lets businesses grow without adding headcount at the same pace.',
      },
      {
        title: 'The market is still early',
        text: 'Most small and mid-sized businesses have not yet adopted AI for customer conversations. Providers that earn trust now, with proven results and strong compliance, are well placed to lead.',
      },
    ],
  },

  documentsEyebrow: 'Resources',
  documentsHeading: 'Investment Documents',
  downloadLabel: 'Download',
  documents: [
    {
      id: 'investor-presentation',
      title: 'Investor Presentation',
      description: 'An overview of our business, products, market opportunity, growth strategy and team.',
      type: 'PDF',
      fileName: `${filePrefix}-investor-presentation.pdf`,
    },
    {
      id: 'annual-report-2023',
      title: 'Annual Report 2023',
      description: 'A review of 2023, including client growth, product milestones and our priorities for 2024.',
      type: 'PDF',
      fileName: `${filePrefix}-annual-report-2023.pdf`,
    },
    {
      id: 'financial-summary-q4-2023',
      title: 'Financial Summary Q4 2023',
      description: 'Summary financial results for the fourth quarter and full year 2023, with key operating metrics.',
      type: 'PDF',
      fileName: `${filePrefix}-financial-summary-q4-2023.pdf`,
    },
    {
      id: 'market-analysis-report',
      title: 'Market Analysis Report',
      description: 'Our analysis of the AI customer communication market, its growth drivers and the competitive landscape.',
      type: 'PDF',
      fileName: `${filePrefix}-market-analysis-report.pdf`,
    },
  ],

  contact: {
    heading: 'Contact Investor Relations',
    text: `To learn more about investment opportunities with ${company}, schedule a call with our team or send us a message at ${siteConfig.investorEmail}.`,
    scheduleLabel: 'Schedule Investor Call',
    messageLabel: 'Send Message',
  },
};
