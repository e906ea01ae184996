import { siteConfig } from '../site-config.ts';
import { PRICES } from './pricing.ts';
import type { NewsContent } from './types.ts';

const company = siteConfig.companyName;
const locality = siteConfig.address.locality;
const city = `${siteConfig.address.locality}, ${siteConfig.address.region}`;
const dateline = `${locality.toUpperCase()}, Fla.`;

const aboutCompany = `About ${company}: ${company} is an AI automation company based in ${city}. Founded in ${siteConfig.foundedYear}, it builds AI phone assistants, SMS follow-up, lead qualification, voice analytics, smart routing and CRM integrations that help businesses answer every customer and convert more leads. Learn more at ${siteConfig.siteUrl}.`;
const mediaContact = `Media contact: ${siteConfig.pressEmail}, ${siteConfig.mainPhone.display}.`;

const industriesPackageSlug = 'industry-specific-ai-packages-launch';
const milestoneSlug = 'record-growth-500-clients-2023';

export const newsContent: NewsContent = {
  hero: {
    eyebrow: 'Newsroom',
    title: 'In the News',
    lead: `The latest coverage, announcements and media resources from ${company}.`,
  },

  featuredHeading: 'Featured Coverage',
  coverageEyebrow: 'Coverage',
  coverage: [
    {
      id: 'gulfstream-business-review-ai-receptionists',
      slug: 'gulfstream-business-review-ai-receptionists',
      title: `How a ${locality} company is bringing AI receptionists to small businesses`,
      publication: 'Gulfstream Business Review',
      date: '2024-01-09',
      excerpt: `Gulfstream Business Review profiles ${company} and the local businesses using AI phone assistants to stop losing customers to voicemail.`,
      category: 'Business',
      body: [
        `Gulfstream Business Review’s January 9 technology feature looks at how small and mid-sized businesses in South Florida are handing their front-desk phones to artificial intelligence, and it uses ${company} as its main example.`,
        'The article starts with a familiar problem. Many service businesses miss a large share of their incoming calls during busy hours, after closing time and on weekends, and most callers who reach voicemail simply call a competitor instead of leaving a message.',
        `The piece describes how ${company}’s AI phone assistants answer on the first ring, answer common questions, book appointments and send a text follow-up when a caller needs more information. According to figures the company shared with the publication, clients reach a 98% call answer rate and see a 35% average increase in lead conversion.`,
        `Cost was a recurring theme. The article notes that ${company} charges a one-time setup fee of ${PRICES.setupRangeInProse} and monthly plans starting at ${PRICES.monthlyFrom}, which the business owners interviewed compared favorably with hiring additional reception staff. The company reports that clients typically reduce their phone-handling costs by up to 50%.`,
        'The feature closes by noting that the AI does not replace people. Calls that need a human are transferred with a summary of the conversation, and staff spend less time on routine questions and more time with customers in front of them.',
      ],
    },
    {
      id: 'cx-automation-weekly-voice-ai-production',
      slug: 'cx-automation-weekly-voice-ai-production',
      title: 'Voice AI moves from pilot to production for mid-sized service businesses',
      publication: 'CX Automation Weekly',
      date: '2024-01-17',
      excerpt: `CX Automation Weekly examines why service businesses are moving phone answering to AI, drawing on ${company}’s experience across more than 500 client deployments.`,
      category: 'Industry Analysis',
      body: [
        'In its January 17 issue, CX Automation Weekly analyzes the shift of conversational voice AI from small experiments to everyday use in customer service, particularly among businesses with fewer than a few hundred employees.',
        `The trade publication points to three drivers: voices that now sound natural enough for callers to complete real tasks, easier connections to CRM and scheduling systems, and pricing that puts the technology within reach of a single-location business. ${company} is cited as one of the providers serving that segment, with more than 500 businesses across 12+ industries using its platform.`,
        'A central point of the analysis is that the successful deployments are narrow and well designed. Rather than trying to answer every possible question, the assistants focus on the calls that matter most to revenue, such as booking appointments, qualifying new leads and routing urgent issues, and hand everything else to staff.',
        `The article also discusses reliability and trust. ${company} told the publication that its platform operates with 99.9% uptime and round-the-clock monitoring, and that clients report 95% customer satisfaction with AI-handled calls.`,
        'CX Automation Weekly concludes that compliance will separate strong providers from weak ones as adoption grows, pointing to consent rules for text messaging and call recording as areas that businesses should raise with any vendor they evaluate.',
      ],
    },
    {
      id: 'florida-tech-ledger-white-label-ai',
      slug: 'florida-tech-ledger-white-label-ai',
      title: `${company} opens its AI platform to agencies with white-label solutions`,
      publication: 'Florida Tech Ledger',
      date: '2024-01-24',
      excerpt: `Florida Tech Ledger reports on ${company}’s white-label program, which lets marketing agencies and resellers offer AI call handling under their own brands.`,
      category: 'Technology',
      body: [
        `Florida Tech Ledger’s January 24 startup report covers ${company}’s white-label AI solutions, a program that lets marketing agencies, resellers and franchise groups offer AI phone assistants and SMS automation to their own clients under their own brand.`,
        'According to the report, agencies have been asking for ways to show clients results beyond advertising, such as how many of the calls their campaigns generate are actually answered and converted. A branded AI assistant lets an agency close that gap and add a recurring service to its offering.',
        `The article describes the program’s main pieces: a console for managing many client accounts, assistant templates that can be adapted for each client, client-level reporting, and onboarding and sales support from ${company}’s team. Partners set their own pricing for the clients they serve.`,
        `Florida Tech Ledger places the announcement in the context of ${locality}’s growing technology scene and notes the company’s reported growth of more than 300% in 2023.`,
        'The report ends with the company’s view that most businesses will not build voice AI themselves, and that trusted local partners who already manage their marketing are a natural way for the technology to reach them.',
      ],
    },
  ],

  pressHeading: 'Press Releases',
  pressEyebrow: 'Announcements',
  pressReleaseLabel: 'Press release',
  readMoreLabel: 'Read More',
  summaryOf: (publication) => `Our summary of ${publication}’s story`,
  pressReleases: [
    {
      id: 'press-release-industry-packages',
      slug: industriesPackageSlug,
      title: `${company} Launches Industry-Specific AI Packages for Seven Sectors`,
      date: '2024-01-10',
      excerpt:
        'New ready-to-customize AI packages for real estate, healthcare, e-commerce, retail, automotive, insurance and hospitality help businesses launch AI call handling and SMS follow-up faster.',
      link: `/news/${industriesPackageSlug}`,
      body: [
        `${dateline}, January 10, 2024 — ${company} today announced seven industry-specific AI packages for real estate, healthcare, e-commerce, retail, automotive, insurance and hospitality businesses. Each package combines an AI phone assistant, SMS follow-up and lead qualification with scripts, questions and integrations designed for the way that industry works.`,
        'The packages build on what the company has learned from more than 500 client deployments. A real estate assistant, for example, answers listing inquiries, schedules showings and qualifies buyers by budget and timeline, while the healthcare package focuses on appointment booking, reminders that reduce no-shows and routing messages to staff. Automotive dealers can book service appointments and test drives, and hospitality businesses can take reservations and answer guest questions in several languages.',
        `“Every industry has its own vocabulary, its own busy seasons and its own rules,” the ${company} team said in a statement. “Starting from a package that already understands those things means our clients go live sooner and see results sooner, while still getting an assistant tailored to their business.”`,
        `Each package is customized during implementation to match the client’s services, tone of voice and systems. Pricing follows ${company}’s standard structure: a one-time setup and implementation fee of ${PRICES.setupRangeInProse}, and monthly service plans starting at ${PRICES.monthlyFrom} per month. All plans include dedicated support, regular updates and performance guarantees.`,
        `Businesses can request a free, personalized demo at ${siteConfig.siteUrl} and will be contacted within ${siteConfig.demoResponseHours} hours.`,
        `${aboutCompany} ${mediaContact}`,
      ],
    },
    {
      id: 'press-release-2023-milestones',
      slug: milestoneSlug,
      title: `${company} Reports 300%+ Revenue Growth in 2023 and Surpasses 500 Business Clients`,
      date: '2024-01-23',
      excerpt: `${company} closed 2023 with more than 300% revenue growth, over 500 business clients across 12+ industries and 99.9% platform uptime.`,
      link: `/news/${milestoneSlug}`,
      body: [
        `${dateline}, January 23, 2024 — ${company} today reported more than 300% year-over-year revenue growth for 2023 and announced that over 500 businesses now use its AI phone assistants, SMS automation and lead qualification services.`,
        'The company’s clients now span more than 12 industries, including real estate, healthcare, legal services, e-commerce, financial services and professional services. Growth in 2023 came both from new clients and from existing clients adding services such as voice analytics, smart routing and multi-channel integration.',
        'Across its client base, the company reports a 98% call answer rate, a 35% average increase in lead conversion and 95% customer satisfaction with AI-handled conversations. Clients typically reduce their phone-handling costs by up to 50% compared with staffing the phones in-house.',
        `The platform maintained 99.9% uptime during the year, supported by 24/7 monitoring. “Our clients trust us with their first conversation with a customer, so reliability is not optional,” the ${company} team said in a statement. “We are proud of what our clients achieved in 2023, and we are investing in 2024 to make the assistant even more capable.”`,
        'In 2024, the company plans to expand its industry-specific packages, grow its white-label partner program for agencies and resellers, and deepen integrations with the CRM and scheduling tools its clients use every day.',
        `${aboutCompany} ${mediaContact}`,
      ],
    },
  ],

  mediaResources: {
    heading: 'Media Resources',
    text: `Journalists and analysts can download our media kit, with company facts, logos and product images, or contact our media team at ${siteConfig.pressEmail} for interviews and information.`,
    downloadLabel: 'Download Media Kit',
    contactLabel: 'Contact Media Team',
  },
};
