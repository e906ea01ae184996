import { siteConfig } from '../site-config.ts';
import { PRICES } from './pricing.ts';
import type { LegalDocument } from './types.ts';

const company = siteConfig.companyName;
const legalName = siteConfig.legalName;
const legalEmail = siteConfig.legalEmail;
const { address } = siteConfig;
const postalAddress = `${address.streetAddress}, ${address.locality}, ${address.regionCode} ${address.postalCode}, ${address.country}`;
const seat = `${address.locality}, ${address.region}`;

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  effectiveDate: '2024-01-01',
  lastUpdated: '2024-01-01',
  intro: [
    `These Terms of Service (the “Terms”) are an agreement between ${legalName} (“${company}”, “we”, “us” or “our”) and you. They govern your use of our website and of our AI phone assistants, SMS automation, lead qualification, analytics, routing, integration, white-label and related services (together, the “Services”).`,
    'Please read them carefully. Section 15 requires that most disputes be resolved by binding individual arbitration rather than in court, and it limits class actions.',
  ],
  sections: [
    {
      id: 'acceptance-of-terms',
      title: 'Acceptance of Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'By using our website, requesting a demo, signing an order form or using the Services, you agree to these Terms. If you do not agree, do not use the website or the Services.',
        },
        {
          kind: 'paragraph',
          text: 'If you accept these Terms on behalf of a company or other organization, you confirm that you have authority to bind it, and “you” and “Customer” refer to that organization. The Services are intended for business use. You must be at least 18 years old to use them.',
        },
        {
          kind: 'paragraph',
          text: 'Your subscription to the Services is described in an order form, statement of work or proposal that you accept (an “Order Form”). The Order Form, these Terms and any data processing agreement we sign with you form the whole agreement between us about the Services and replace any earlier discussions. If an Order Form conflicts with these Terms, the Order Form controls for that subscription.',
        },
        {
          kind: 'paragraph',
          text: 'We may update these Terms from time to time. We will post the updated Terms on this page and change the “Last updated” date. If a change is material, we will give customers at least 30 days’ notice by e-mail or through the Services before it takes effect. Continued use of the Services after the effective date means you accept the updated Terms.',
        },
      ],
    },
    {
      id: 'description-of-services',
      title: 'Description of Services',
      blocks: [
        { kind: 'paragraph', text: `${company} provides AI automation for business communications, including:` },
        {
          kind: 'list',
          items: [
            'AI phone assistants that answer inbound calls, respond to common questions, book appointments and transfer calls to your staff.',
            'SMS follow-up and marketing automation, including two-way text conversations, reminders and campaigns.',
            'Lead qualification, scoring and routing of leads to your team.',
            'Voice analytics, call transcripts, summaries and performance reporting.',
            'Smart call routing, CRM integration and multi-channel integration across phone, text, web chat and e-mail.',
            'White-label AI solutions and industry-specific packages.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The exact Services, features, usage levels and implementation work you receive are set out in your Order Form. We may improve, update or change features of the Services from time to time, provided that we do not materially reduce the core functionality of Services you have paid for during your current subscription term.',
        },
        {
          kind: 'paragraph',
          text: 'The Services use artificial intelligence. AI assistants can misunderstand callers or give incomplete or incorrect answers. You are responsible for reviewing the scripts, answers and rules configured for your assistant, and for deciding which conversations should be handled by people. The Services are not an emergency service, cannot contact 911 or other emergency services, and must not be relied on for emergency, medical, legal or financial advice.',
        },
        {
          kind: 'paragraph',
          text: 'The chat and voice assistant on our public website is provided for information and demonstration only. Information on our website, including results and statistics, describes typical outcomes and is not a promise of any particular result for your business.',
        },
      ],
    },
    {
      id: 'accounts-and-registration',
      title: 'Accounts and Registration',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You do not need an account to browse our website. Access to the Services is provided through customer accounts that we set up for you when you sign an Order Form.',
        },
        {
          kind: 'list',
          items: [
            'You must give us accurate, complete and current information about your business and your authorized users, and keep it up to date.',
            'You decide who in your organization may use the Services (“Authorized Users”). You are responsible for their actions and for making sure they follow these Terms.',
            'You must keep login details and API keys confidential, must not share accounts between people, and must use multi-factor authentication where we offer it.',
            'You must tell us promptly if you suspect any unauthorized access to or use of your account.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may suspend access to an account if we reasonably believe it has been compromised, and we will work with you to restore access securely.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable Use',
      blocks: [
        { kind: 'paragraph', text: 'You may use the Services only for lawful business purposes. You must not, and must not allow anyone else to:' },
        {
          kind: 'list',
          items: [
            'Place calls or send text messages to people who have not given the consent required by law, or to numbers on a do-not-call list without a valid legal exception.',
            'Send spam, phishing messages or content that is false, misleading, deceptive, defamatory, harassing, hateful, obscene or threatening.',
            'Falsify or hide caller ID information, or use the Services to impersonate another person or business.',
            'Use the Services in a way that tells callers they are speaking with a person when the law requires disclosure that they are speaking with an automated system.',
            'Collect or process payment card numbers, government identification numbers, health information or other sensitive information through the Services, except as agreed with us in writing and with appropriate safeguards.',
            'Use the Services to target children or to make decisions about a person’s eligibility for credit, employment, housing or insurance without the review and notices required by law.',
            'Copy, modify, reverse engineer, decompile or try to extract the source code or models of the Services, except where the law expressly allows it.',
            'Resell, sublicense or provide the Services to third parties, except as permitted by a white-label or partner agreement with us.',
            'Upload malicious code, probe or test the vulnerability of our systems without permission, overload our infrastructure or interfere with other customers’ use of the Services.',
            'Scrape our website or use the Services to build a competing product.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may investigate suspected violations and may suspend the affected Services, numbers or campaigns, with notice where practical, if we reasonably believe a violation is occurring or that your use exposes us, our carriers or others to legal risk or harm. We will restore the Services once the issue is resolved.',
        },
      ],
    },
    {
      id: 'customer-responsibilities-and-compliance',
      title: 'Customer Responsibilities and Compliance',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You decide whom your assistant calls and texts, what it says and what information it collects. You are responsible for making sure your use of the Services complies with all laws that apply to you and to the people you communicate with.',
        },
        { kind: 'subheading', text: 'Calls and text messages' },
        {
          kind: 'list',
          items: [
            'You must comply with the Telephone Consumer Protection Act (TCPA), the Telemarketing Sales Rule, the Florida Telephone Solicitation Act and similar state laws, and the rules of wireless carriers and messaging industry guidelines.',
            'Before you use the Services to send marketing text messages or to place calls that use automated technology or an artificial or prerecorded voice, you must obtain each recipient’s prior express written consent where the law requires it, and keep records of that consent.',
            'You must honor opt-out requests promptly. The Services process STOP replies automatically, and you must not contact a person who has opted out unless they opt in again.',
            'You must check numbers against the National Do Not Call Registry and your own internal do-not-call list where required, and respect legal calling hours.',
            'You must complete any business and campaign registrations that carriers require for business text messaging, with our help where needed.',
          ],
        },
        { kind: 'subheading', text: 'Call recording and AI disclosure' },
        {
          kind: 'paragraph',
          text: 'Many states, including Florida, require the consent of everyone on a call before it is recorded. You are responsible for complying with all call-recording and wiretapping laws that apply to your calls, and for making sure callers hear any disclosure the law requires, such as that the call may be recorded or that they are speaking with an AI assistant. We can set up your assistant’s greeting to include these disclosures, and you must not remove or change them in a way that makes your calls non-compliant.',
        },
        { kind: 'subheading', text: 'Other obligations' },
        {
          kind: 'list',
          items: [
            'You must give the people you communicate with any privacy notices that the law requires, including notice that their information is processed by service providers such as us.',
            'You must not use the Services to collect or store protected health information under the Health Insurance Portability and Accountability Act (HIPAA) unless we have signed a business associate agreement with you.',
            'You are responsible for the accuracy of the business information, scripts, prices and policies you give us to configure your assistant.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may provide templates, default settings and general guidance about compliance. That guidance is not legal advice, and you should consult your own lawyer about your obligations.',
        },
      ],
    },
    {
      id: 'fees-and-payment',
      title: 'Fees and Payment',
      blocks: [
        { kind: 'paragraph', text: 'You agree to pay the fees set out in your Order Form. Our standard pricing has two parts:' },
        {
          kind: 'list',
          items: [
            `Setup and implementation fee: a one-time fee, typically ${PRICES.setupRangeBetween} depending on the scope of your project, for discovery, design, configuration, integration, testing and training. It is invoiced when you sign your Order Form.`,
            `Monthly service plan: a recurring fee starting at ${PRICES.monthlyFrom} per month, based on the plan, call and message volumes and features you choose. It is billed monthly in advance.`,
          ],
        },
        {
          kind: 'paragraph',
          text: 'Your Order Form may also include usage above your plan’s included volumes, telephone numbers, carrier and registration fees, or additional services, which are billed as stated in the Order Form.',
        },
        {
          kind: 'list',
          items: [
            'Payment terms: unless your Order Form says otherwise, invoices are due within 30 days of the invoice date. If you pay by card or bank debit, you authorize us to charge the payment method on file for all fees when due.',
            'Taxes: fees do not include sales, use, value-added or similar taxes, which you are responsible for paying, other than taxes on our income.',
            'Late payment: overdue amounts may bear interest at 1.5% per month or the highest rate allowed by law, whichever is lower. If an undisputed amount is more than 15 days overdue, we may suspend the Services after giving you written notice.',
            'Disputes: if you believe an invoice is wrong, tell us in writing within 30 days of the invoice date, and we will work with you in good faith to resolve it. You must pay any undisputed part on time.',
            'Refunds: fees are non-refundable except as these Terms or your Order Form expressly provide. Once implementation work has begun, the setup fee is non-refundable.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may change our prices. We will give you at least 30 days’ written notice before any price change takes effect for your subscription, and the new price will apply from your next billing period after the notice period ends. If you do not agree to the change, you may cancel before it takes effect, as described in section 13.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      blocks: [
        {
          kind: 'paragraph',
          text: `${company} and its licensors own all rights in the Services, the website, our software, AI models and configurations, templates, documentation and report formats, and all improvements to them. Except for the limited rights granted in these Terms, no rights are transferred to you.`,
        },
        {
          kind: 'paragraph',
          text: 'Subject to these Terms and payment of the fees, we grant you a non-exclusive, non-transferable right during your subscription term for your Authorized Users to use the Services for your internal business purposes, and, if you have a white-label agreement, to make them available to your clients as that agreement allows.',
        },
        {
          kind: 'paragraph',
          text: 'You own your business names, logos, trademarks and the content you give us, such as your scripts, answers and knowledge base materials. You grant us a limited right to use them to provide the Services to you, including to present your brand in white-label Services. We may list your business name and logo as a customer unless you ask us not to.',
        },
        {
          kind: 'paragraph',
          text: 'If you send us suggestions or feedback about the Services, we may use them freely without any obligation to you.',
        },
        {
          kind: 'paragraph',
          text: `${company} and our logos are our trademarks. You may not use them without our written permission, except to refer accurately to the Services.`,
        },
      ],
    },
    {
      id: 'customer-data',
      title: 'Customer Data',
      blocks: [
        {
          kind: 'paragraph',
          text: '“Customer Data” means the information that you or the people who contact your business submit to the Services, including call audio and recordings, transcripts, text messages, contact details and lead information. As between you and us, you own Customer Data.',
        },
        {
          kind: 'paragraph',
          text: 'You grant us the right to host, copy, process, transmit and display Customer Data only as needed to provide, secure, support and improve the Services for you, and as you instruct. We process Customer Data as your service provider, in accordance with our Privacy Policy and any data processing agreement between us. We do not sell Customer Data, and we do not use it to train AI models offered to other customers without your agreement.',
        },
        { kind: 'paragraph', text: 'We keep Customer Data for the following periods, unless you delete it sooner or we agree otherwise in writing:' },
        {
          kind: 'list',
          items: [
            'Voice recordings and their transcripts: 90 days from the date of the call.',
            'SMS data, including message content and delivery records: 30 days from the date of the message.',
            'Account data, including contracts, billing records and account communications: for the term of our agreement plus 7 years.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You can export Customer Data, or have it sent to your CRM or other tools, during your subscription. It is your responsibility to keep copies of any Customer Data you need for longer than these periods.',
        },
        {
          kind: 'paragraph',
          text: 'We protect Customer Data with reasonable administrative, technical and physical safeguards, including encryption in transit and at rest, access controls and 24/7 monitoring. We will notify you without undue delay if we become aware of a security incident affecting your Customer Data. We may create aggregated or de-identified data that does not identify you or any individual, and use it to operate and improve our Services.',
        },
      ],
    },
    {
      id: 'service-availability',
      title: 'Service Availability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We aim to make the Services available 99.9% of the time in each calendar month, measured across our platform, and we monitor our systems 24/7.',
        },
        { kind: 'paragraph', text: 'The following are not counted as unavailability:' },
        {
          kind: 'list',
          items: [
            'Scheduled maintenance. We give at least 48 hours’ notice of scheduled maintenance that may affect the Services and plan it outside normal business hours (Eastern time) where possible.',
            'Emergency maintenance needed to fix a security issue or prevent harm, for which we give as much notice as practical.',
            'Outages or delays of telephone carriers, messaging networks, internet providers or other third-party networks outside our control.',
            'Problems caused by your equipment, phone system, software or integrations, or by your use of the Services in breach of these Terms.',
            'Events described in section 14 (Force Majeure).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If your Order Form includes a service level agreement or performance guarantee, it sets out the remedies, such as service credits, that apply if we miss it, and those remedies are your sole remedy for unavailability. Otherwise, the 99.9% figure is a target and not a guarantee.',
        },
        {
          kind: 'paragraph',
          text: 'We recommend that you keep a backup way of receiving calls, such as forwarding to staff or voicemail, in case the Services are unavailable.',
        },
      ],
    },
    {
      id: 'warranties-and-disclaimers',
      title: 'Warranties and Disclaimers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Each of us confirms that it has the legal power to enter into these Terms. We warrant that the Services will perform materially as described in our documentation and your Order Form, and that we will perform implementation work in a professional and workmanlike manner.',
        },
        {
          kind: 'paragraph',
          text: 'If the Services do not meet this warranty, tell us in writing and we will use reasonable efforts to correct the problem. If we cannot do so within a reasonable time, either of us may terminate the affected Services and we will refund any prepaid fees for the period after termination. This is your only remedy for breach of this warranty.',
        },
        {
          kind: 'paragraph',
          text: 'EXCEPT AS EXPRESSLY STATED IN THESE TERMS, THE WEBSITE AND SERVICES ARE PROVIDED “AS IS” AND “AS AVAILABLE”. TO THE FULLEST EXTENT ALLOWED BY LAW, WE DISCLAIM ALL OTHER WARRANTIES, WHETHER EXPRESS, IMPLIED OR STATUTORY, INCLUDING WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, TITLE AND NON-INFRINGEMENT.',
        },
        {
          kind: 'paragraph',
          text: 'We do not warrant that the Services will be uninterrupted or error-free, that AI-generated responses will always be accurate or complete, or that you will achieve any particular business result. Figures on our website, such as call answer rates, conversion increases and cost savings, describe results achieved by our clients and are not a guarantee of your results. We are not responsible for third-party networks, carriers or tools that you connect to the Services.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'TO THE FULLEST EXTENT ALLOWED BY LAW, NEITHER PARTY WILL BE LIABLE TO THE OTHER FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL, EXEMPLARY OR PUNITIVE DAMAGES, OR FOR ANY LOSS OF PROFITS, REVENUE, BUSINESS, GOODWILL OR DATA, EVEN IF IT HAS BEEN TOLD THAT THEY ARE POSSIBLE.',
        },
        {
          kind: 'paragraph',
          text: 'TO THE FULLEST EXTENT ALLOWED BY LAW, EACH PARTY’S TOTAL LIABILITY FOR ALL CLAIMS ARISING OUT OF OR RELATING TO THESE TERMS OR THE SERVICES WILL NOT EXCEED THE TOTAL FEES YOU PAID TO US FOR THE SERVICES IN THE 12 MONTHS BEFORE THE EVENT THAT GAVE RISE TO THE CLAIM.',
        },
        {
          kind: 'paragraph',
          text: 'These limits do not apply to your obligation to pay fees, to either party’s indemnification obligations under section 12, to liability for gross negligence, fraud or willful misconduct, or to any liability that cannot be limited by law.',
        },
        {
          kind: 'paragraph',
          text: 'The fees reflect this allocation of risk, and these limits apply even if a limited remedy fails of its essential purpose.',
        },
      ],
    },
    {
      id: 'indemnification',
      title: 'Indemnification',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You will defend us, our affiliates and our and their officers, employees and agents against any third-party claim, and pay the resulting damages, fines, settlements and reasonable legal fees, to the extent the claim arises from:',
        },
        {
          kind: 'list',
          items: [
            'Your calls, text messages or campaigns, including any claim that they violated the TCPA, do-not-call rules, call-recording or wiretapping laws, or similar laws.',
            'Customer Data or other content you provide, including a claim that you did not have the rights or consents needed for us to process it.',
            'Your breach of section 4 (Acceptable Use) or section 5 (Customer Responsibilities and Compliance).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We will defend you against any third-party claim that the Services, as we provide them, infringe that party’s United States patent, copyright or trademark, or misappropriate its trade secret, and pay the resulting damages, settlements and reasonable legal fees. If such a claim is made or seems likely, we may modify the Services so they no longer infringe, obtain a license for your continued use, or, if neither is reasonably possible, terminate the affected Services and refund prepaid fees for the period after termination. We have no obligation for claims caused by your content, your modifications, or your combination of the Services with products we did not provide.',
        },
        {
          kind: 'paragraph',
          text: 'The party seeking protection must notify the other promptly of the claim, let it control the defense and settlement, and give reasonable cooperation. No settlement that admits fault or imposes obligations on the protected party may be made without its consent, which may not be unreasonably withheld.',
        },
      ],
    },
    {
      id: 'term-and-termination',
      title: 'Term and Termination',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These Terms apply from the day you first use the website or the Services until all Order Forms have ended. Each subscription runs for the term in its Order Form. Unless the Order Form says otherwise, monthly service plans renew automatically each month until either party cancels with at least 30 days’ written notice before the next renewal date.',
        },
        { kind: 'subheading', text: 'Termination for cause' },
        {
          kind: 'list',
          items: [
            'Either party may terminate an Order Form if the other materially breaches these Terms and does not cure the breach within 30 days after receiving written notice describing it.',
            'Either party may terminate immediately by written notice if the other becomes insolvent, makes an assignment for the benefit of creditors or becomes subject to bankruptcy proceedings that are not dismissed within 60 days.',
            'We may terminate immediately by written notice if your use of the Services violates the law or section 4 in a way that exposes us, our carriers or others to serious legal risk or harm.',
          ],
        },
        { kind: 'subheading', text: 'Effect of termination' },
        {
          kind: 'list',
          items: [
            'Your right to use the Services ends, and you must pay all fees owed up to the date of termination.',
            'For 30 days after termination, you may export your Customer Data that is still within its retention period. After that, we delete Customer Data in line with section 8 and our Privacy Policy, except account data we must keep for legal reasons.',
            'If you terminate because of our uncured breach, we will refund any prepaid fees for the period after termination.',
            'Sections that by their nature should continue, including those about fees owed, intellectual property, customer data, disclaimers, limitation of liability, indemnification and governing law, survive termination.',
          ],
        },
      ],
    },
    {
      id: 'force-majeure',
      title: 'Force Majeure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Neither party is responsible for a delay or failure to perform caused by events beyond its reasonable control, including hurricanes, floods and other natural disasters, fire, epidemics, war, terrorism, civil unrest, labor disputes not involving its own employees, acts of government, failures of public utilities or the power grid, internet or telecommunications outages, and outages of third-party cloud, carrier or AI providers.',
        },
        {
          kind: 'paragraph',
          text: 'The affected party must tell the other party promptly, use reasonable efforts to reduce the impact and resume performance as soon as possible. This section does not excuse an obligation to pay fees for Services already provided.',
        },
        {
          kind: 'paragraph',
          text: 'If a force majeure event prevents the Services from being provided for more than 30 consecutive days, either party may terminate the affected Order Form by written notice, and we will refund any prepaid fees for the period after termination.',
        },
      ],
    },
    {
      id: 'governing-law-and-dispute-resolution',
      title: 'Governing Law and Dispute Resolution',
      blocks: [
        {
          kind: 'paragraph',
          text: `These Terms and any dispute arising out of or relating to them or the Services are governed by the laws of the State of ${address.region} and applicable United States federal law, without regard to conflict-of-laws rules.`,
        },
        { kind: 'subheading', text: 'Informal resolution' },
        {
          kind: 'paragraph',
          text: `Before starting arbitration, the party with a dispute must send a written description of it to the other party (for us, to ${legalEmail}). We will both try in good faith to resolve it within 30 days.`,
        },
        { kind: 'subheading', text: 'Binding arbitration' },
        {
          kind: 'paragraph',
          text: `If the dispute is not resolved, it will be settled by binding arbitration administered by the American Arbitration Association under its Commercial Arbitration Rules, before a single arbitrator. The arbitration will take place in ${seat}, and may be conducted by video conference if both parties agree. The arbitrator’s decision will be final, and judgment on it may be entered in any court with jurisdiction.`,
        },
        {
          kind: 'paragraph',
          text: 'Disputes will be resolved only on an individual basis. Neither party may bring a claim as a plaintiff or class member in a class, collective or representative action, and the arbitrator may not combine claims of more than one customer.',
        },
        {
          kind: 'paragraph',
          text: `Either party may ask a court for an injunction or other urgent relief to protect its intellectual property or confidential information, or bring an individual claim in small claims court. For those matters, and to enforce an arbitration award, the parties consent to the jurisdiction of the state and federal courts serving ${seat}.`,
        },
        { kind: 'subheading', text: 'General terms' },
        {
          kind: 'paragraph',
          text: 'If any part of these Terms is found unenforceable, the rest remains in effect. A failure to enforce a right is not a waiver of it. You may not assign these Terms without our written consent, except to a successor to your business that assumes them; we may assign them to an affiliate or successor. Nothing in these Terms creates a partnership, joint venture or employment relationship.',
        },
      ],
    },
    {
      id: 'contact-information',
      title: 'Contact Information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you have questions about these Terms, or need to send us a legal notice, please contact us:',
        },
        {
          kind: 'list',
          items: [
            `E-mail: ${legalEmail}`,
            `Mail: ${legalName}, Attn: Legal, ${postalAddress}`,
            `Phone: ${siteConfig.mainPhone.display} (${siteConfig.businessHours})`,
          ],
        },
        {
          kind: 'paragraph',
          text: `Legal notices to us must be sent in writing by e-mail to ${legalEmail} with a copy by mail to the address above. We will send notices to you at the e-mail address on your account or in your Order Form.`,
        },
      ],
    },
  ],
};
