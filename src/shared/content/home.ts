import { siteConfig } from '../site-config.ts';
import { PRICES } from './pricing.ts';
import type { HomeContent } from './types.ts';

const company = siteConfig.companyName;
const city = `${siteConfig.address.locality}, ${siteConfig.address.region}`;

export const homeContent: HomeContent = {
  hero: {
    eyebrow: 'AI automation for growing businesses',
    title: 'Automate your business with AI that never misses a call',
    highlight: 'never misses a call',
    lead: `${company} answers your calls, follows up by text and qualifies your leads around the clock. Our clients see a 98% call answer rate, 24/7 availability and up to a 50% cost reduction compared with staffing the phones in-house.`,
    consultationLabel: 'Get Free Consultation',
    assistantLabel: 'Talk with Our AI Assistant',
    stats: [
      { value: '98%', label: 'Call answer rate' },
      { value: '50%', label: 'Cost reduction' },
      { value: '24/7', label: 'Availability' },
    ],
    socialProof: 'Trusted by 500+ businesses across 12+ industries',
    badges: ['Enterprise Security', '24/7 Monitoring'],
  },

  about: {
    eyebrow: `About ${company}`,
    heading: 'We help businesses answer every customer, every time',
    lead: `${company} was founded in ${city} in ${siteConfig.foundedYear} with a simple idea: no business should lose a customer because nobody picked up the phone. We combine conversational AI with practical know-how about how sales and service teams really work, and we run it on infrastructure built for 99.9% uptime.`,
    values: [
      {
        icon: 'lightbulb',
        title: 'Innovation First',
        text: 'We put the latest voice and language AI to work for you, and we keep improving it, so your customers always talk to an assistant that sounds natural and gets things done.',
      },
      {
        icon: 'users',
        title: 'Customer Success',
        text: 'Every client gets a dedicated team that learns your business, tunes your assistant and checks in regularly. Your results are how we measure our own.',
      },
      {
        icon: 'target',
        title: 'Results Driven',
        text: 'We track what matters to your bottom line: calls answered, leads qualified, appointments booked and costs saved. You see the numbers in plain language every month.',
      },
    ],
    tiles: [
      {
        illustration: 'team-planning',
        alt: 'Illustration of a small team gathered around a table, mapping out a customer call flow on a whiteboard.',
        caption: 'We design every call flow around how your business works.',
      },
      {
        illustration: 'call-dashboard',
        alt: 'Illustration of a dashboard showing answered calls, booked appointments and a chart of call volume by hour.',
        caption: 'See every call, text and lead in one clear dashboard.',
      },
      {
        illustration: 'phone-assistant',
        alt: 'Illustration of a smartphone showing an incoming call being answered by an AI assistant, with a live transcript below.',
        caption: 'Your AI assistant picks up on the first ring, day or night.',
      },
      {
        illustration: 'growth-chart',
        alt: 'Illustration of a bar chart with bars rising from left to right and an arrow pointing upward.',
        caption: 'More answered calls turn into more booked business.',
      },
    ],
    cta: {
      heading: 'See what AI can do for your business',
      text: `Book a free, no-obligation consultation. We will show you how an AI assistant would handle your real calls and give you an honest estimate of what it would save.`,
      label: 'Book Your Free Demo',
    },
  },

  solutions: {
    eyebrow: 'Solutions',
    heading: 'Everything you need to capture and convert more leads',
    lead: 'Start with the service you need most and add more as you grow. Every solution works on its own and works even better together.',
    cards: [
      {
        icon: 'phone-incoming',
        title: 'Inbound Call Handling',
        text: 'A natural-sounding AI assistant answers every call, helps callers with common questions and takes the next step for them.',
        bullets: [
          'Answers on the first ring, 24 hours a day',
          'Books appointments straight into your calendar',
          'Answers frequently asked questions in your own words',
        ],
      },
      {
        icon: 'message-square',
        title: 'SMS Follow-up',
        text: 'Automatic text messages keep every lead warm after a call, a form fill or a missed connection.',
        bullets: [
          'Instant text-back when a call is missed',
          'Appointment reminders that cut no-shows',
          'Built-in opt-in and STOP handling for compliance',
        ],
      },
      {
        icon: 'filter',
        title: 'Lead Qualification',
        text: 'The assistant asks your qualifying questions and tells your team which leads are ready to buy.',
        bullets: [
          'Custom questions for each product or service',
          'Lead scoring based on your own criteria',
          'Hot leads sent to your sales team right away',
        ],
      },
      {
        icon: 'bar-chart',
        title: 'Analytics & Insights',
        text: 'Understand why customers call, what they ask for and where opportunities are slipping away.',
        bullets: [
          'Call summaries and searchable transcripts',
          'Trends in call reasons, outcomes and sentiment',
          'Monthly performance reports in plain language',
        ],
      },
      {
        icon: 'git-branch',
        title: 'Smart Routing',
        text: 'Calls that need a person reach the right person, with the context they need to help.',
        bullets: [
          'Routing by department, location, language or urgency',
          'Warm transfers with a short summary for your staff',
          'After-hours and holiday rules you control',
        ],
      },
      {
        icon: 'database',
        title: 'CRM Integration',
        text: 'Every call, text and qualified lead lands in the tools your team already uses.',
        bullets: [
          'Connects with popular CRM and scheduling tools',
          'Creates and updates contacts automatically',
          'No double entry and no lost notes',
        ],
      },
    ],
    exploreLabel: 'Explore all services and pricing',
  },

  whyChoose: {
    eyebrow: `Why ${company}`,
    heading: 'Results you can measure from the first month',
    lead: 'Our clients choose us because the numbers add up: more customers reached, lower costs and a better experience for every caller.',
    benefits: [
      {
        icon: 'trending-up',
        title: 'Increase Conversions',
        stat: '35%',
        text: 'Clients see a 35% average increase in lead conversion, because every caller gets a fast answer and a clear next step.',
      },
      {
        icon: 'piggy-bank',
        title: 'Reduce Costs',
        stat: '50%',
        text: 'Businesses typically achieve up to a 50% cost reduction compared with hiring, training and scheduling extra front-desk staff.',
      },
      {
        icon: 'clock',
        title: '24/7 Availability',
        stat: '24/7',
        text: 'Nights, weekends and holidays are covered with 24/7 availability and a 99.9% uptime target, so no opportunity goes to voicemail.',
      },
      {
        icon: 'star',
        title: 'Improve Quality',
        stat: '95%',
        text: 'Consistent, friendly answers on every call earn 95% customer satisfaction, and every conversation can be reviewed and improved.',
      },
    ],
  },

  industries: {
    eyebrow: 'Industries',
    heading: 'Built for the way your industry works',
    lead: 'We tailor scripts, questions and integrations to your field, so your assistant sounds like it has worked in your business for years.',
    cards: [
      {
        icon: 'home',
        title: 'Real Estate',
        text: 'Respond to buyers and sellers while you are out showing homes.',
        useCases: [
          'Answer listing inquiries and capture buyer details',
          'Schedule showings and open-house visits',
          'Qualify buyers by budget, timing and financing',
        ],
      },
      {
        icon: 'heart-pulse',
        title: 'Healthcare',
        text: 'Give patients quick answers and keep your front desk free for the people in front of them.',
        useCases: [
          'Book, confirm and reschedule appointments',
          'Send appointment reminders by text',
          'Answer questions about hours, locations and insurance accepted',
        ],
      },
      {
        icon: 'scale',
        title: 'Legal Services',
        text: 'Turn more callers into consultations without taking attorneys away from client work.',
        useCases: [
          'Run consistent intake for new matters',
          'Screen callers by practice area and location',
          'Book consultations on attorney calendars',
        ],
      },
      {
        icon: 'shopping-cart',
        title: 'E-commerce',
        text: 'Support shoppers before and after the sale, at any hour.',
        useCases: [
          'Answer order status and shipping questions',
          'Handle returns and exchange requests',
          'Win back abandoned carts with text follow-up',
        ],
      },
      {
        icon: 'landmark',
        title: 'Financial Services',
        text: 'Respond to prospects quickly and route sensitive matters to licensed staff.',
        useCases: [
          'Qualify prospects for loans, insurance or advisory services',
          'Schedule meetings with advisors',
          'Send secure document and deadline reminders',
        ],
      },
      {
        icon: 'briefcase',
        title: 'Professional Services',
        text: 'Keep your pipeline full while your team focuses on billable work.',
        useCases: [
          'Capture and qualify new client inquiries',
          'Book discovery calls and consultations',
          'Follow up on proposals and unpaid invoices',
        ],
      },
    ],
  },

  contact: {
    eyebrow: 'Get started',
    heading: 'Ready to transform your business with AI?',
    lead: `Tell us a little about your business and we will contact you within ${siteConfig.demoResponseHours} hours to schedule your free, personalized demo.`,
    formHeading: 'Request your free demo',
    reasonsHeading: 'What you get in your demo',
    reasons: [
      {
        icon: 'sparkles',
        title: 'Personalized Solution',
        text: 'A recommendation built around your call volume, your goals and the tools you already use.',
      },
      {
        icon: 'bot',
        title: 'Live AI Demo',
        text: 'Hear an AI assistant handle realistic calls for a business like yours, and ask it anything.',
      },
      {
        icon: 'calculator',
        title: 'ROI Calculator',
        text: 'A clear estimate of what you could save and earn, based on your own numbers.',
      },
      {
        icon: 'map',
        title: 'Implementation Plan',
        text: 'A step-by-step plan and timeline for going live, with no surprises along the way.',
      },
    ],
    investment: {
      heading: 'Investment overview',
      setupLabel: 'Setup & implementation (one-time)',
      setupPrice: PRICES.setupRange,
      monthlyLabel: 'Monthly service plans',
      monthlyPrice: `${PRICES.monthlyFromPlus} per month`,
      note: 'Your exact price depends on call volume, integrations and features. Every plan includes dedicated support, regular updates and performance guarantees.',
    },
    contactCard: {
      heading: 'Talk to our team',
      hoursLabel: 'Business hours',
    },
  },
};
