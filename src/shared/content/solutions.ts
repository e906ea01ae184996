import { siteConfig } from '../site-config.ts';
import { PRICES } from './pricing.ts';
import type { SolutionsContent } from './types.ts';

const company = siteConfig.companyName;

export const solutionsContent: SolutionsContent = {
  hero: {
    eyebrow: 'AI Automation Services',
    title: 'AI solutions that answer, follow up and sell for you',
    lead: `From a single AI phone assistant to a fully branded, multi-channel platform, ${company} builds automation around your business, connects it to your tools and keeps improving it after launch.`,
    quoteLabel: 'Get Custom Quote',
    sampleCall: {
      caller: 'Incoming call · Bayview Dental',
      lines: [
        { speaker: 'caller', text: 'Hi, do you have anything open on Thursday for a cleaning?' },
        { speaker: 'assistant', text: 'I can offer Thursday at 10:30 am or 2:15 pm. Which suits you better?' },
        { speaker: 'caller', text: '2:15, please.' },
        { speaker: 'assistant', text: 'You are booked for Thursday at 2:15 pm. I have texted you a confirmation.' },
      ],
      outcome: 'Appointment booked · confirmation sent by SMS',
    },
  },

  investment: {
    eyebrow: 'Pricing',
    heading: 'Investment Structure',
    lead: 'Simple, transparent pricing: a one-time setup to build your solution, then a monthly plan that grows with you.',
    setup: {
      title: 'Setup & Implementation',
      price: PRICES.setupRange,
      period: 'one-time',
      text: 'Depends on the call flows, channels and systems we build and connect for you.',
      includes: [
        'Discovery session and custom call-flow design',
        'AI assistant scripting, voice selection and testing',
        'CRM, calendar and phone system integration',
        'Team training and a guided launch',
      ],
    },
    monthly: {
      title: 'Monthly Service Plans',
      price: PRICES.monthlyFromPlus,
      period: 'per month',
      text: 'Grows with your call volume, channels and features.',
      includes: [
        '24/7 AI call answering and SMS follow-up',
        'Analytics dashboard and monthly performance reports',
        'Ongoing tuning of scripts and answers',
        'Dedicated support from our team',
      ],
    },
    note: 'All plans include dedicated support, regular updates and performance guarantees.',
  },

  categories: [
    {
      id: 'core',
      title: 'Core AI Services',
      lead: 'The essentials that make sure every caller is answered, followed up and qualified.',
      services: [
        {
          id: 'ai-phone-assistant',
          icon: 'phone',
          title: 'AI Phone Assistant',
          description:
            'A natural-sounding voice assistant that answers every call on the first ring, handles routine requests and hands complex calls to your team. It works around the clock, so no caller ever reaches voicemail.',
          features: [
            'Answers inbound calls 24/7 with no hold time',
            'Natural, human-like voice in your brand’s tone',
            'Appointment booking, rescheduling and cancellations',
            'Answers to your frequently asked questions',
            'Warm transfer to staff with a call summary',
            'Call recording, transcripts and summaries',
          ],
        },
        {
          id: 'sms-marketing-automation',
          icon: 'message-square',
          title: 'SMS Marketing Automation',
          description:
            'Automated, two-way text messaging that follows up with leads, confirms appointments and brings customers back. Consent and opt-out handling are built in.',
          features: [
            'Instant text-back for missed calls',
            'Appointment confirmations and reminders',
            'Drip campaigns for new and returning leads',
            'Two-way conversations answered by AI',
            'Opt-in tracking and automatic STOP handling',
            'Delivery and response reporting',
          ],
        },
        {
          id: 'lead-qualification-system',
          icon: 'filter',
          title: 'Lead Qualification System',
          description:
            'Your assistant asks the questions your best salesperson would ask, scores each lead and sends the hottest ones to your team right away.',
          features: [
            'Custom qualifying questions for each offer',
            'Lead scoring based on your criteria',
            'Real-time alerts for high-value leads',
            'Automatic booking of sales calls',
            'Lead details synced to your CRM',
            'Nurture sequences for leads not ready to buy',
          ],
        },
      ],
    },
    {
      id: 'advanced',
      title: 'Advanced Solutions',
      lead: 'Deeper insight, more channels and your own brand for growing and multi-location businesses.',
      services: [
        {
          id: 'voice-analytics-insights',
          icon: 'line-chart',
          title: 'Voice Analytics & Insights',
          description:
            'Turn every conversation into business intelligence. See why customers call, how they feel and where you are losing opportunities.',
          features: [
            'Call reason and outcome tracking',
            'Customer sentiment analysis',
            'Keyword and topic trends',
            'Searchable call transcripts',
            'Custom dashboards and scheduled reports',
            'Coaching insights for your human team',
          ],
        },
        {
          id: 'multi-channel-integration',
          icon: 'layers',
          title: 'Multi-Channel Integration',
          description:
            'One AI assistant across phone, text, web chat and e-mail, so customers get consistent answers wherever they reach you.',
          features: [
            'Phone, SMS, web chat and e-mail in one place',
            'Shared conversation history across channels',
            'Consistent answers from one knowledge base',
            'Seamless hand-off between channels',
            'Integration with your CRM and help desk',
            'Unified reporting for every channel',
          ],
        },
        {
          id: 'white-label-ai-solutions',
          icon: 'palette',
          title: 'White-Label AI Solutions',
          description:
            'Offer AI call handling and SMS automation to your own clients under your brand. Ideal for agencies, resellers and franchise groups.',
          features: [
            'Your logo, colors and domain',
            'Multi-client management console',
            'Custom assistant templates for each client',
            'Flexible pricing you set for your clients',
            'Partner onboarding and sales support',
            'Client-level reporting you can share',
          ],
        },
      ],
    },
    {
      id: 'industry',
      title: 'Industry-Specific Packages',
      lead: 'Ready-made assistants with the scripts, questions and integrations your industry needs, customized for your business.',
      services: [
        {
          id: 'real-estate-package',
          icon: 'home',
          title: 'Real Estate',
          description:
            'Capture every buyer, seller and renter inquiry, even while you are at a showing or closing.',
          features: [
            'Listing inquiry handling around the clock',
            'Showing and open-house scheduling',
            'Buyer qualification by budget, area and timeline',
            'Seller lead capture and valuation requests',
            'Follow-up texts after showings',
            'Integration with popular real estate CRMs',
          ],
        },
        {
          id: 'healthcare-package',
          icon: 'heart-pulse',
          title: 'Healthcare',
          description:
            'Reduce front-desk workload and no-shows while giving patients quick, friendly help by phone and text.',
          features: [
            'Appointment booking and rescheduling',
            'Text reminders that reduce no-shows',
            'New patient intake questions',
            'Answers about hours, locations and insurance accepted',
            'Prescription refill and message routing to staff',
            'Urgent after-hours calls routed to on-call staff',
          ],
        },
        {
          id: 'ecommerce-package',
          icon: 'shopping-cart',
          title: 'E-commerce',
          description:
            'Support shoppers at every stage, from product questions to returns, without growing your support team.',
          features: [
            'Order status and shipping updates',
            'Returns and exchange requests',
            'Product questions and recommendations',
            'Abandoned cart follow-up by text',
            'Connection to your store platform',
            'Support for seasonal peaks in volume',
          ],
        },
        {
          id: 'retail-package',
          icon: 'store',
          title: 'Retail',
          description:
            'Answer store questions instantly and drive more foot traffic, across one location or many.',
          features: [
            'Store hours, directions and stock questions',
            'In-store pickup and reservation requests',
            'Promotions and event announcements by text',
            'Loyalty program questions',
            'Routing by store location',
            'Multi-location reporting',
          ],
        },
        {
          id: 'automotive-package',
          icon: 'car',
          title: 'Automotive',
          description:
            'Book more service appointments and test drives, and never miss a sales lead again.',
          features: [
            'Service appointment scheduling',
            'Test drive booking',
            'Sales lead qualification',
            'Service reminders and vehicle-ready texts',
            'Parts and inventory inquiries',
            'Routing between sales and service departments',
          ],
        },
        {
          id: 'insurance-package',
          icon: 'umbrella',
          title: 'Insurance',
          description:
            'Respond to quote requests quickly and support policyholders without tying up licensed agents.',
          features: [
            'Quote request intake and qualification',
            'First notice of loss intake',
            'Policy and coverage questions routed to agents',
            'Renewal and payment reminders',
            'Appointment booking with licensed agents',
            'Call records kept for compliance reviews',
          ],
        },
        {
          id: 'hospitality-package',
          icon: 'hotel',
          title: 'Hospitality',
          description:
            'Give guests fast answers and handle reservations at any hour, in the languages your guests speak.',
          features: [
            'Reservation booking and changes',
            'Answers about amenities, hours and policies',
            'Multilingual guest support',
            'Pre-arrival and check-in texts',
            'Event and group inquiry capture',
            'Review requests after each stay',
          ],
        },
      ],
    },
  ],

  categoryEyebrow: (serviceCount) => `${serviceCount} services`,
  learnMoreLabel: 'Learn More & Get Quote',

  closing: {
    heading: 'Ready to see it in action?',
    text: `Schedule a free demo and hear how an AI assistant would handle your calls. We will contact you within ${siteConfig.demoResponseHours} hours, or you can call us now.`,
    demoLabel: 'Schedule Free Demo',
    callLabel: `Call ${siteConfig.mainPhone.display}`,
  },
};
