import { siteConfig } from '../site-config.ts';
import type { LegalDocument } from './types.ts';

const company = siteConfig.companyName;
const legalName = siteConfig.legalName;
const privacyEmail = siteConfig.privacyEmail;
const { address } = siteConfig;
const postalAddress = `${address.streetAddress}, ${address.locality}, ${address.regionCode} ${address.postalCode}, ${address.country}`;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: '2024-01-01',
  lastUpdated: '2026-11-28',
  intro: [
    `This Privacy Policy explains how ${legalName} (“${company}”, “we”, “us” or “our”) collects, uses, shares and protects personal information when you visit our website, request a demo, talk with our website assistant, or use our AI phone, SMS, lead qualification, analytics, routing and integration services (together, the “Services”).`,
    'It also explains the choices and rights you have. Our Services are built for businesses. When a business uses our Services to answer its calls or send text messages, we process the information of that business’s callers and contacts on the business’s behalf, as described in section 1.',
    `If you have any questions, please contact us at ${privacyEmail}.`,
  ],
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We collect information that you give us directly, information that is collected automatically when you use our website or Services, and information that we process on behalf of our business customers.',
        },
        { kind: 'subheading', text: 'Information you give us' },
        {
          kind: 'list',
          items: [
            'Demo requests and inquiries: your first and last name, e-mail address, phone number, company name, industry and any message you choose to include.',
            'Customer account information: names, job titles, e-mail addresses and phone numbers of the people a business customer authorizes to use or manage its account, and billing contact details.',
            'Payment information: billing address and payment details, which are processed by our payment processor. We do not store full card numbers on our own systems.',
            'Communications: the content of e-mails, phone calls, support requests and other messages you send us.',
          ],
        },
        { kind: 'subheading', text: 'Information from our website assistant' },
        {
          kind: 'list',
          items: [
            'Text chat: the chat on our public website answers from our own pages, using rules that run in your browser, and the conversation is kept in your browser during your visit. When our live AI chat is switched on, each message you type is sent through our servers to our AI provider to be answered; we keep those messages and the answers for at most 25 hours after your last message, so that a request you send from the chat shows our team what was said, and then delete them. A conversation you attach to a request is kept with that request.',
            'Questions the chat could not answer: when neither our pages nor our live AI chat can answer a question, we keep the question’s words so that we can add what visitors look for. Before it is kept we take out e-mail addresses, phone and other long numbers, web addresses, street addresses and the name you introduce yourself with, and we store it with nothing that identifies you or your visit: no IP address, no conversation and no identifier, only the day it was asked and how many times. We delete these questions after one year.',
            'Voice conversations: if you choose to talk with our AI assistant, your browser will ask for permission to use your microphone. Your voice is then sent to our voice-AI provider through a real-time audio connection so the assistant can understand and answer you. The conversation, including audio, a transcript and technical details such as the session identifier, start and end time and device type, may be recorded and processed to run and improve the assistant.',
          ],
        },
        { kind: 'subheading', text: 'Information collected automatically' },
        {
          kind: 'list',
          items: [
            'Device and log information: your IP address, browser type and version, operating system, the pages you request, the referring page and the date and time of each request. Our servers record this information for security, to prevent abuse (for example, by limiting repeated form submissions) and to keep the website running.',
            'Error reports: if a page or the assistant stops working correctly, technical details about the error, such as the error message, the page, your browser and device type and the time it happened, are sent to our error reporting service so we can fix it.',
            'Cookies and similar technologies: see section 7. Our public website does not use advertising or tracking cookies.',
          ],
        },
        { kind: 'subheading', text: 'Visit statistics' },
        {
          kind: 'paragraph',
          text: 'To see which pages and sources bring enquiries, our website counts visits itself, with no cookie, no local storage and no third-party analytics service. What we count and what we do not:',
        },
        {
          kind: 'list',
          items: [
            'Counted: each page viewed, the page’s address without its query, the website that linked to it (its host name only, such as www.google.com), the campaign tags (UTM parameters) of the link you arrived by, and whether you opened the chat, asked it a question (and whether it could answer from our pages), started a voice call, started the demo form, sent a request or asked to be called back.',
            'How a visitor is counted: your IP address (for an IPv6 address, its network part) is combined with a random value that changes every day, and only a one-way fingerprint of the two is kept; your browser’s name plays no part, so everyone on one network counts as one visitor that day. The random value is held in our server’s memory only, never written down, and replaced each day at midnight (UTC), so nobody, including us, can link your visits on different days or work back to your IP address. Your IP address is not stored with the statistics.',
            'Not counted: what you type in the chat or the forms (unless you send a request, see above), your IP address, anything that identifies your device across days or websites, and visitors whose browser sends a Global Privacy Control or Do Not Track signal: for them our website sends no statistics at all. Pages your browser loads in advance but you never open are not counted, nor are search engines and other automated visitors.',
            'When you send a request, the page your visit began on, the linking website’s host name and the campaign tags are stored with your request, so that we can tell which pages and campaigns bring enquiries and how quickly we called back.',
          ],
        },
        { kind: 'subheading', text: 'Information we process for our business customers' },
        {
          kind: 'paragraph',
          text: 'When a business uses our Services, we process information about the people who call, text or otherwise contact that business (“end users”). This can include phone numbers and caller ID names, call audio and recordings, call transcripts and summaries, the content and delivery status of text messages, answers to qualifying questions, appointment details, and any other information an end user shares during a conversation. It can also include contact and lead records that we exchange with the business’s CRM or calendar at its direction.',
        },
        {
          kind: 'paragraph',
          text: 'We process end-user information as a service provider (also called a processor) under our agreement with the business customer and only on its instructions. The business customer decides what information is collected and why, and its own privacy notice applies. If you called or texted a business that uses our Services and have a question about your information, please contact that business directly. We will help it respond to your request.',
        },
      ],
    },
    {
      id: 'how-we-use-your-information',
      title: 'How We Use Your Information',
      blocks: [
        { kind: 'paragraph', text: 'We use personal information for the following purposes:' },
        {
          kind: 'list',
          items: [
            'To provide and operate the Services, including answering calls, sending and receiving text messages, qualifying leads, routing calls, syncing records with connected tools and preparing analytics and reports for our business customers.',
            `To respond to demo requests and inquiries. When you request a demo, we use your details to contact you, normally within ${siteConfig.demoResponseHours} hours, and to prepare a personalized demonstration.`,
            'To set up and manage customer accounts, process payments, provide support and send service-related messages such as confirmations, invoices, security alerts and notices of changes.',
            'To maintain and improve the Services, including testing new features, fixing errors and improving the accuracy and quality of our AI assistants.',
            'To protect the security and integrity of our website and Services, detect and prevent fraud, spam and abuse, and investigate suspected violations of our Terms of Service.',
            'To send business contacts information about our products, events and offers. You can opt out at any time, as described in section 6.',
            'To comply with legal obligations, respond to lawful requests from public authorities, and establish, exercise or defend legal claims.',
          ],
        },
        { kind: 'subheading', text: 'How we use customer conversation data' },
        {
          kind: 'paragraph',
          text: 'We use the calls, messages and other content that we process for a business customer only to provide and support the Services for that customer, to keep the Services secure and reliable, and as the customer otherwise instructs. We do not use that content to train AI models that are offered to other customers unless the customer has agreed. We may use aggregated or de-identified information, which cannot reasonably be linked to any individual or business, to measure and improve the performance of our Services.',
        },
        { kind: 'subheading', text: 'Legal bases for visitors in the European Economic Area and the United Kingdom' },
        {
          kind: 'paragraph',
          text: 'Where data protection laws of the European Economic Area or the United Kingdom apply, we rely on the following legal bases: performance of a contract (to provide the Services you or your organization signed up for), our legitimate interests (for example, responding to business inquiries, securing our systems and improving our Services, balanced against your rights), your consent (where we ask for it, such as for a voice conversation with our assistant), and compliance with legal obligations.',
        },
      ],
    },
    {
      id: 'how-we-share-information',
      title: 'How We Share Information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We do not sell personal information, and we do not share it for cross-context behavioral advertising. We share personal information only as described below.',
        },
        {
          kind: 'list',
          items: [
            'Service providers: companies that help us run our business and the Services, such as cloud hosting, our voice-AI provider, real-time audio and video transport, telecommunications and text message delivery, error reporting, e-mail delivery and payment processing. They may use personal information only to perform services for us and must protect it. Section 8 describes the main providers involved.',
            'Telecommunications carriers: to connect calls and deliver text messages, phone numbers and message content pass through telephone carriers and messaging networks, as with any phone call or text message.',
            'Our business customers: information we process on behalf of a business, such as the calls and messages of its callers, is made available to that business and to the people it authorizes.',
            'Integrations you direct: when a business customer connects the Services to a CRM, calendar, help desk or other tool, we send information to that tool as the customer has configured. The tool provider’s own terms and privacy policy apply.',
            'Legal requirements and safety: when we believe in good faith that disclosure is required by law, subpoena or court order, or is necessary to protect the rights, property or safety of our customers, their callers, the public or us.',
            'Business transfers: in connection with a merger, acquisition, financing, reorganization or sale of all or part of our business, subject to confidentiality obligations. We will notify affected customers if their information becomes subject to a different privacy policy.',
            'With consent: in any other case where you or the relevant business customer has asked us to share information or has agreed to it.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may also share aggregated or de-identified information that does not identify any individual or business, for example to describe the overall performance of our Services.',
        },
      ],
    },
    {
      id: 'data-security',
      title: 'Data Security',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use administrative, technical and physical safeguards designed to protect personal information against loss, theft, misuse and unauthorized access, disclosure, alteration or destruction. These safeguards are appropriate to the sensitivity of the information and include:',
        },
        {
          kind: 'list',
          items: [
            'Encryption of data in transit using TLS and encryption of stored data at rest.',
            'Access controls that limit access to personal information to authorized staff who need it for their work, with multi-factor authentication for access to production systems.',
            '24/7 monitoring of our systems, with logging and alerts for unusual activity.',
            'Security and privacy reviews of the service providers that handle personal information for us, and written contracts that require them to protect it.',
            'Confidentiality obligations and regular security training for our staff.',
            'Backups, tested recovery procedures and a documented incident response plan.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'No method of transmission over the internet or of electronic storage is completely secure, so we cannot guarantee absolute security. If we become aware of a security incident that affects your personal information, we will notify you and, where required, the relevant authorities in accordance with applicable law, including the Florida Information Protection Act.',
        },
        {
          kind: 'paragraph',
          text: 'Business customers are responsible for keeping their account credentials confidential, for managing who in their organization has access, and for telling us promptly about any suspected unauthorized use of their account.',
        },
      ],
    },
    {
      id: 'data-retention',
      title: 'Data Retention',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep personal information only for as long as we need it for the purposes described in this policy, unless a longer period is required or permitted by law. Our standard retention periods are:',
        },
        {
          kind: 'list',
          items: [
            'Account data: information about business customer accounts, contracts, billing and related communications is kept for the term of the agreement plus 7 years, so that we can meet tax, accounting and legal obligations and resolve disputes.',
            'Voice recordings: recordings of calls and voice sessions, including the transcripts made from them, are kept for 90 days from the date of the call and then deleted, unless the business customer deletes them sooner.',
            'SMS data: the content of text messages and the related delivery records are kept for 30 days from the date of the message and then deleted, unless the business customer deletes them sooner. A record of opt-outs (STOP requests) is kept for as long as needed to honor them.',
            'Demo requests and inquiries: kept for as long as needed to respond to you and follow up on your interest. If you become a customer, they become part of your account data.',
            'Server logs and error reports: kept for a limited period for security, troubleshooting and abuse prevention, and then deleted.',
            'Visit statistics: the individual page views and actions are kept for 90 days and then deleted; only daily totals (such as visits per page and per source) are kept after that, and they cannot be linked to anyone.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Business customers can export their data during the term of their agreement, and information that a customer has copied into its own CRM or other tools is kept under that customer’s own retention rules.',
        },
        {
          kind: 'paragraph',
          text: 'When a retention period ends, we delete the information or anonymize it so it can no longer be linked to you. Copies in backups are overwritten in the normal backup cycle. We may keep information longer when we are legally required to, for example under a litigation hold or a lawful request from a public authority.',
        },
      ],
    },
    {
      id: 'your-rights-and-choices',
      title: 'Your Rights and Choices',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Depending on where you live, you may have some or all of the following rights regarding your personal information. We honor these requests from any business contact, wherever they live, to the extent we reasonably can.',
        },
        {
          kind: 'list',
          items: [
            'Access: ask us to confirm whether we process your personal information and to give you a copy of it.',
            'Correction: ask us to correct personal information that is inaccurate or incomplete.',
            `Deletion (erasure): ask us to delete your personal information by e-mailing ${privacyEmail}. We will delete it unless we need to keep it for a reason allowed by law, such as completing a transaction, meeting a legal obligation or resolving a dispute, and we will tell you if that is the case.`,
            'Portability: ask for a copy of the personal information you provided to us in a structured, commonly used format.',
            'Objection and restriction: object to certain uses of your personal information or ask us to limit them, where the law gives you this right.',
            'Marketing e-mails: opt out at any time by clicking the unsubscribe link in any marketing e-mail or by contacting us. We will still send you messages about your account or the Services.',
            'Text messages: opt out of SMS messages at any time by replying STOP to any message. Reply HELP for help. After you reply STOP, you will receive one message confirming your opt-out and no further messages from that number unless you opt in again.',
            'Withdraw consent: where we rely on your consent, you can withdraw it at any time. This does not affect processing that took place before you withdrew it.',
          ],
        },
        { kind: 'subheading', text: 'How to make a request' },
        {
          kind: 'paragraph',
          text: `To exercise any of these rights, e-mail ${privacyEmail} or call us at ${siteConfig.mainPhone.display}. We will need to verify your identity before acting on your request, usually by confirming information we already hold about you. You may use an authorized agent to make a request on your behalf, and we may ask for proof that the agent is authorized. We will respond within the time required by applicable law, normally within 45 days, and we will not discriminate against you for exercising your rights.`,
        },
        { kind: 'subheading', text: 'Text messages and TCPA consent' },
        {
          kind: 'paragraph',
          text: 'Text messages sent through our Services on behalf of a business are sent only where that business has confirmed that it obtained the consent required by the Telephone Consumer Protection Act (TCPA) and other applicable laws. Consent to receive marketing text messages is never a condition of any purchase. Message frequency varies, and message and data rates may apply. Opt-out requests are processed automatically and passed on to the business that sent the message.',
        },
        { kind: 'subheading', text: 'Information we process for businesses' },
        {
          kind: 'paragraph',
          text: 'If your information was collected when you called or texted one of our business customers, that business controls it. Please send your request to that business. If you contact us instead, we will refer your request to the business and help it respond.',
        },
      ],
    },
    {
      id: 'cookies-and-similar-technologies',
      title: 'Cookies and Similar Technologies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cookies are small text files that a website stores in your browser. Similar technologies include local storage and similar browser features.',
        },
        {
          kind: 'paragraph',
          text: 'Our public website does not use advertising or tracking cookies. We do not use third-party advertising networks, social media tracking pixels or cross-site tracking technologies, and we do not build advertising profiles of our visitors.',
        },
        {
          kind: 'paragraph',
          text: 'Visitors do not need an account to use our website. We use only strictly necessary cookies, and only for signed-in members of our own staff who use internal tools. These cookies keep staff members securely signed in, are marked as secure and not readable by page scripts, and expire at the end of the session or after a short period. Because they are strictly necessary for a service the staff member has asked for, they do not require consent.',
        },
        {
          kind: 'paragraph',
          text: 'When you start a voice conversation with our assistant, your browser connects directly to our voice-AI and audio transport providers. These providers may use technically necessary browser features to set up and maintain the connection for the length of the conversation.',
        },
        {
          kind: 'paragraph',
          text: 'Our visit statistics use no cookies or storage (see section 1, “Visit statistics”). When your browser sends a Global Privacy Control or Do Not Track signal, our website sends no visit statistics for you at all. Where the law requires it, we also treat a Global Privacy Control signal as a valid request to opt out of the sale or sharing of personal information, which we do not do in any case. You can also block or delete cookies in your browser settings; staff sign-in will not work without them.',
        },
      ],
    },
    {
      id: 'third-party-services',
      title: 'Third-Party Services',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We rely on carefully selected third-party providers to deliver parts of our website and Services. Each provider receives only the information it needs to perform its service, processes it under a written agreement with us, and must protect it. The main providers that may handle personal information are:',
        },
        {
          kind: 'list',
          items: [
            'Voice-AI provider: powers our AI voice assistants, including speech recognition, response generation and speech synthesis. It processes call and voice-session audio, transcripts and related technical details.',
            'Video and voice transport provider: carries the real-time audio of voice conversations between your browser and our voice-AI provider. It processes the audio stream and connection details such as IP address and device information.',
            'Error reporting service: receives technical details when something goes wrong on our website or in the assistant, so that we can find and fix the problem. It processes error messages, browser and device details, page addresses and IP address.',
            'E-mail delivery provider: sends our e-mails, such as demo request confirmations, notices to our team about new requests, account messages and invoices. It processes names, e-mail addresses and message content.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We also use cloud hosting and database providers, telecommunications carriers and text message aggregators, and a payment processor, as described in section 3. When a business customer connects the Services to its own CRM, calendar or other tool, that tool’s provider processes information under its own terms and privacy policy.',
        },
        {
          kind: 'paragraph',
          text: `You can ask for a current list of the providers that process personal information on our behalf by e-mailing ${privacyEmail}.`,
        },
        {
          kind: 'paragraph',
          text: 'Our website may contain links to other websites, such as news articles about us. We are not responsible for the privacy practices of those websites, and we encourage you to read their privacy policies.',
        },
      ],
    },
    {
      id: 'international-data-transfers',
      title: 'International Data Transfers',
      blocks: [
        {
          kind: 'paragraph',
          text: `${company} is based in the United States, and we store and process personal information primarily in the United States. Some of our service providers may process information in other countries.`,
        },
        {
          kind: 'paragraph',
          text: 'If you access our website or Services from outside the United States, your information will be transferred to, stored in and processed in the United States, where data protection laws may differ from those in your country.',
        },
        {
          kind: 'paragraph',
          text: 'When we transfer personal information from the European Economic Area, the United Kingdom or Switzerland, we use appropriate safeguards, such as the Standard Contractual Clauses approved by the European Commission and the corresponding UK and Swiss transfer mechanisms, or we rely on another lawful basis for the transfer. You can ask for more information about these safeguards by contacting us.',
        },
        {
          kind: 'paragraph',
          text: 'Business customers that need a data processing agreement that includes transfer terms can request one from us.',
        },
      ],
    },
    {
      id: 'childrens-privacy',
      title: 'Children’s Privacy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our website and Services are intended for businesses and for adults acting on their behalf. They are not directed to children under 18, and we do not knowingly collect personal information from children under 18.',
        },
        {
          kind: 'paragraph',
          text: `If we learn that we have collected personal information from a child under 18 without appropriate consent, we will delete it promptly. If you believe a child has given us personal information, please contact us at ${privacyEmail}.`,
        },
        {
          kind: 'paragraph',
          text: 'Business customers may not use the Services to target children or to knowingly collect personal information from children, and they remain responsible for complying with laws that protect children’s privacy when children contact their business.',
        },
      ],
    },
    {
      id: 'changes-to-this-policy',
      title: 'Changes to This Policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this Privacy Policy from time to time to reflect changes in our Services, our practices or the law. When we do, we will post the updated policy on this page and change the “Last updated” date at the top.',
        },
        {
          kind: 'paragraph',
          text: 'If we make material changes, we will give notice before the changes take effect, for example by posting a notice on our website or by e-mailing the contacts on business customer accounts.',
        },
        {
          kind: 'paragraph',
          text: 'Your continued use of our website or Services after an updated policy takes effect means that the updated policy applies to you. We encourage you to review this policy from time to time. Previous versions are available on request.',
        },
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      blocks: [
        {
          kind: 'paragraph',
          text: `If you have questions about this Privacy Policy or about how we handle personal information, or if you want to exercise your rights, please contact us:`,
        },
        {
          kind: 'list',
          items: [
            `E-mail: ${privacyEmail}`,
            `Mail: ${legalName}, Attn: Privacy, ${postalAddress}`,
            `Phone: ${siteConfig.mainPhone.display} (${siteConfig.businessHours})`,
          ],
        },
        {
          kind: 'paragraph',
          text: 'We will respond as soon as we can. If you are not satisfied with our response, you may have the right to complain to the data protection authority where you live.',
        },
      ],
    },
  ],
};
