import { Mail, MapPin, Phone, Clock } from 'lucide-react';
import { siteConfig } from '../../../shared/site-config.ts';
import { Icon } from '../../components/Icon.tsx';
import { SectionHeader } from '../../components/widgets/SectionHeader.tsx';
import DemoRequestIsland from '../../features/demo-request/DemoRequestIsland.tsx';
import { Island } from '../../islands/Island.tsx';
import { usePageLocale } from '../../components/site-content.tsx';

export function ContactSection() {
  const { content, locale } = usePageLocale();
  const { contact } = content.home;
  const words = content.chrome.contactSection;
  const { salesPhone, salesEmail, address } = siteConfig;
  return (
    <section id="contact" aria-labelledby="contact-title" className="section bg-ocean-50">
      <div className="container-page">
        <SectionHeader id="contact-title" eyebrow={contact.eyebrow} title={contact.heading} lead={contact.lead} />
        <div className="mt-12 grid gap-10 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <h3 id="demo-form-title" className="mb-4 text-xl font-semibold text-navy-900">
              {contact.formHeading}
            </h3>
            <noscript>
              <p className="card mb-4">
                {words.noscriptBefore} <a className="text-ocean-700 underline" href={`mailto:${salesEmail}`}>{salesEmail}</a> {words.noscriptMiddle}{' '}
                <a className="text-ocean-700 underline" href={`tel:${salesPhone.e164}`}>{salesPhone.display}</a>.
              </p>
            </noscript>
            <Island name="demo-request-form" component={DemoRequestIsland} props={{ locale }} hydrate="visible" />
          </div>
          <div className="space-y-6 lg:col-span-2">
            <div className="card">
              <h3 className="text-lg font-semibold text-navy-900">{contact.reasonsHeading}</h3>
              <ul className="mt-4 space-y-4">
                {contact.reasons.map((reason) => (
                  <li key={reason.title} className="flex gap-3">
                    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-ocean-50 text-ocean-700">
                      <Icon name={reason.icon} className="size-5" />
                    </span>
                    <div>
                      <h4 className="font-semibold text-navy-900">{reason.title}</h4>
                      <p className="text-sm text-slate-600">{reason.text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
            <div className="card on-dark border-navy-900 bg-navy-900 text-white">
              <h3 className="text-lg font-semibold">{contact.investment.heading}</h3>
              <dl className="mt-4 space-y-3">
                {[
                  [contact.investment.setupLabel, contact.investment.setupPrice],
                  [contact.investment.monthlyLabel, contact.investment.monthlyPrice],
                ].map(([label, price]) => (
                  <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4">
                    <dt className="text-slate-200">{label}</dt>
                    <dd data-price className="font-bold whitespace-nowrap">
                      {price}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4 text-sm text-slate-200">{contact.investment.note}</p>
            </div>
            <div className="card">
              <h3 className="text-lg font-semibold text-navy-900">{contact.contactCard.heading}</h3>
              <ul className="mt-4 space-y-3 text-slate-700">
                <li className="flex items-center gap-3">
                  <Phone className="size-5 text-ocean-700" aria-hidden="true" />
                  <span>
                    {words.salesLabel} <a className="font-medium text-ocean-700 underline" href={`tel:${salesPhone.e164}`}>{salesPhone.display}</a>
                  </span>
                </li>
                <li className="flex items-center gap-3">
                  <Mail className="size-5 text-ocean-700" aria-hidden="true" />
                  <a className="font-medium text-ocean-700 underline" href={`mailto:${salesEmail}`}>
                    {salesEmail}
                  </a>
                </li>
                <li className="flex items-center gap-3">
                  <MapPin className="size-5 text-ocean-700" aria-hidden="true" />
                  <span>
                    {address.locality}, {address.region}
                  </span>
                </li>
                <li className="flex items-center gap-3">
                  <Clock className="size-5 text-ocean-700" aria-hidden="true" />
                  <span>
                    {contact.contactCard.hoursLabel}: {content.facts.businessHours}
                  </span>
                </li>
              </ul>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
