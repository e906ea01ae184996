import { siteConfig } from '../site-config.ts';
import { PRICES } from './pricing.ts';
import type { FaqContent } from './types.ts';

const { companyName: company, privacyEmail, mainPhone, salesEmail, businessHours, demoResponseHours } = siteConfig;

/**
 * The questions visitors ask most, answered from what the rest of the site says. Shown on the
 * Solutions page (with FAQPage structured data) and indexed for the chat assistant, so every answer
 * here is one the assistant may quote: keep figures consistent with the other content files.
 */
export const faqContent: FaqContent = {
  eyebrow: 'FAQ',
  heading: 'Frequently asked questions',
  groups: [
    {
      id: 'faq-topic-pricing',
      title: 'Pricing and getting started',
      items: [
        {
          id: 'cost',
          question: 'How much does it cost?',
          answer: `Pricing has two parts. A one-time setup and implementation fee of ${PRICES.setupRange} covers design, integration, testing and training, depending on the scope of your project. After launch, monthly service plans start at ${PRICES.monthlyFrom} per month, based on call volume and the features you choose. You get a written quote after your free demo, before you commit to anything.`,
        },
        {
          id: 'setup-time',
          question: 'How long does setup take?',
          answer:
            'It depends on the scope. A single AI phone assistant with a calendar connection is much quicker to launch than a multi-location, multi-channel rollout. During your demo we prepare an implementation plan with a clear timeline, and we test everything with you before your assistant takes its first live call.',
        },
        {
          id: 'whats-included',
          question: 'What is included in the monthly plan?',
          answer:
            'Every monthly plan includes 24/7 AI call answering and SMS follow-up, an analytics dashboard with monthly performance reports, ongoing tuning of scripts and answers, and dedicated support from our team. All plans include regular updates and performance guarantees.',
        },
        {
          id: 'free-demo',
          question: 'What happens in the free demo?',
          answer: `The demo is free and personalized. You hear a live AI call built around your business, get an ROI estimate of what automation could save you, and leave with an implementation plan. Send the demo request form and our team contacts you within ${demoResponseHours} hours.`,
        },
        {
          id: 'contract',
          question: 'Do I have to sign up before I see it working?',
          answer:
            'No. The demo and the written quote come first, and you decide after seeing how an assistant would handle your calls. Nothing is built until you agree to the scope and the price.',
        },
        {
          id: 'small-business',
          question: 'Is it worth it for a small business?',
          answer:
            'Yes. You can start with the one service you need most, often the AI phone assistant, and add SMS follow-up or lead qualification later. Our clients see up to a 50% cost reduction compared with staffing the phones in-house.',
        },
      ],
    },
    {
      id: 'faq-topic-assistant',
      title: 'How the AI assistant works',
      items: [
        {
          id: 'after-hours',
          question: 'What happens to calls after hours?',
          answer:
            'Your AI assistant answers every call 24/7, including nights, weekends and holidays, so no caller reaches voicemail. It books appointments, answers common questions and takes messages, and after-hours and holiday rules you control decide which urgent calls are routed to on-call staff.',
        },
        {
          id: 'appointments',
          question: 'Can the assistant book appointments?',
          answer:
            'Yes. The AI phone assistant books, reschedules and cancels appointments straight into your calendar, and SMS follow-up sends confirmations and reminders that cut no-shows. Dental and medical offices, salons, service businesses and dealerships use it this way.',
        },
        {
          id: 'sounds-human',
          question: 'Does the assistant sound like a robot?',
          answer:
            'No. It speaks with a natural, human-like voice in your brand’s tone, and we choose and test the voice with you during setup. Callers get quick answers without hold music or phone menus.',
        },
        {
          id: 'cannot-answer',
          question: 'What happens when the AI can’t answer a question?',
          answer:
            'Your assistant never guesses on things it should not handle. Depending on the rules you set, it transfers the caller to the right person with a short summary, takes a detailed message, or books a callback. Your team is alerted right away, and we use these calls to add new answers so the assistant keeps getting better.',
        },
        {
          id: 'transfer',
          question: 'Can callers still reach a real person?',
          answer:
            'Yes. Calls that need a person are routed by department, location, language or urgency, with a warm transfer and a short summary so your staff can help straight away.',
        },
        {
          id: 'languages',
          question: 'Does it speak other languages?',
          answer:
            'Yes. The assistant can offer multilingual support, such as answering guest questions in the languages your customers speak, and routing can send callers to staff by language.',
        },
        {
          id: 'missed-calls',
          question: 'What happens if I miss a call?',
          answer:
            'With the AI phone assistant, calls are answered on the first ring, so there are no missed calls to worry about. If you keep answering some lines yourself, SMS automation sends an instant text-back for every missed call so the lead stays warm.',
        },
        {
          id: 'own-number',
          question: 'Can I keep my current phone number?',
          answer:
            'Yes. We connect the assistant to your existing phone system during setup, together with your CRM and calendar, so customers keep calling the number they already know.',
        },
        {
          id: 'call-volume',
          question: 'Can it handle many calls at once?',
          answer:
            'Yes. The assistant answers every call with no hold time, so busy hours and seasonal peaks do not leave callers waiting, and it runs on infrastructure built for 99.9% uptime.',
        },
        {
          id: 'recordings',
          question: 'Do I get recordings and transcripts of calls?',
          answer:
            'Yes. Calls come with recordings, transcripts and summaries, and voice analytics shows call reasons, outcomes, sentiment and keyword trends in custom dashboards and scheduled reports.',
        },
      ],
    },
    {
      id: 'faq-topic-integrations',
      title: 'Integrations and channels',
      items: [
        {
          id: 'crm',
          question: 'Do you integrate with Salesforce, HubSpot or my CRM?',
          answer:
            'Yes. We connect with popular CRM, calendar, help desk and phone systems, so contacts, call notes and qualified leads appear where your team already works. If you use a specialized or in-house system, we can usually connect it through its API or through webhooks. We confirm your integrations during the demo.',
        },
        {
          id: 'channels',
          question: 'Does it work for text messages, web chat and e-mail too?',
          answer:
            'Yes. Multi-Channel Integration runs one AI assistant across phone, SMS, web chat and e-mail, with shared conversation history, consistent answers from one knowledge base and unified reporting for every channel.',
        },
        {
          id: 'sms-compliance',
          question: 'Are your text messages compliant?',
          answer:
            'SMS Marketing Automation has opt-in tracking and automatic STOP handling built in, so people who opt out stop getting messages. Consent and opt-out handling are part of every SMS setup.',
        },
        {
          id: 'white-label',
          question: 'Can my agency resell it under our own brand?',
          answer:
            'Yes. White-Label AI Solutions let agencies, resellers and franchise groups offer AI call handling and SMS automation under their own logo, colors and domain, with a multi-client console, client-level reporting and pricing you set for your clients.',
        },
        {
          id: 'lead-scoring',
          question: 'How does lead qualification work?',
          answer:
            'Your assistant asks the questions your best salesperson would ask, scores each lead on your criteria, sends real-time alerts for high-value leads, books sales calls automatically and syncs the details to your CRM.',
        },
      ],
    },
    {
      id: 'faq-topic-industries',
      title: 'Industries',
      items: [
        {
          id: 'industries',
          question: 'Which industries do you work with?',
          answer:
            'We have ready-made packages for real estate, healthcare, e-commerce, retail, automotive, insurance and hospitality, and we also serve legal, financial and professional services. Trusted by 500+ businesses across 12+ industries.',
        },
        {
          id: 'healthcare',
          question: 'Is it suitable for a medical or dental practice?',
          answer:
            'Yes. The healthcare package books and reschedules appointments, sends text reminders that reduce no-shows, asks new patient intake questions, answers questions about hours, locations and insurance accepted, and routes urgent after-hours calls to on-call staff.',
        },
        {
          id: 'real-estate',
          question: 'How does it help real estate agents?',
          answer:
            'The real estate package handles listing inquiries around the clock, schedules showings and open houses, qualifies buyers by budget, area and timeline, captures seller leads and sends follow-up texts after showings.',
        },
      ],
    },
    {
      id: 'faq-topic-security',
      title: 'Data and security',
      items: [
        {
          id: 'data-security',
          question: 'Is my customers’ data secure?',
          answer: `Yes. Data is encrypted in transit and at rest, access is limited to authorized staff, and our systems have 24/7 monitoring. We keep data only as long as needed: voice recordings for 90 days and SMS data for 30 days, unless you ask us to delete them sooner. We never sell your data. Our Privacy Policy explains the details, and you can reach our privacy team at ${privacyEmail}.`,
        },
        {
          id: 'hipaa',
          question: 'Is it HIPAA compliant for patient calls?',
          answer:
            'Protected health information under HIPAA may only be collected or stored through our services once we have signed a business associate agreement with you, as our Terms of Service say. Ask us about it during your demo.',
        },
        {
          id: 'data-ownership',
          question: 'Who owns the call data?',
          answer:
            'You do. Your customers’ information is used only to provide the service to you, we never sell it, and we delete recordings and messages sooner whenever you ask.',
        },
      ],
    },
    {
      id: 'faq-topic-company',
      title: `About ${company}`,
      items: [
        {
          id: 'who-we-are',
          question: `Who is ${company}?`,
          answer: `${company} was founded in ${siteConfig.address.locality}, ${siteConfig.address.region} in ${siteConfig.foundedYear} with a simple idea: no business should lose a customer because nobody picked up the phone. We build AI phone assistants, SMS follow-up and lead qualification around how your business works.`,
        },
        {
          id: 'support',
          question: 'How do I reach your team?',
          answer: `Call ${mainPhone.display} or e-mail ${salesEmail}, ${businessHours}, or send the demo request form and we reply within ${demoResponseHours} hours.`,
        },
      ],
    },
  ],
};

/** Every question, in page order. */
export const faqItems = faqContent.groups.flatMap((group) => group.items);
