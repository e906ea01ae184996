import { siteConfig } from '../site-config.ts';
import { PRICES } from './pricing.ts';
import type { Words } from './words.ts';

const company = siteConfig.companyName;
const { address } = siteConfig;
const streetAddress = `${siteConfig.legalName}, ${address.streetAddress}, ${address.locality}, ${address.regionCode} ${address.postalCode}`;
const basisNote = (what: string) =>
  `This ${what} restates the figures ${company} publishes on its investor relations page, with the period each figure refers to. ` +
  'It is a summary for information purposes, not a set of audited financial statements.';

/**
 * The words the generated downloads (scripts/build/downloads) say around the page copy they restate: the investor
 * PDFs' headings and notes, their footer, and the media kit's texts and fact sheet. es/downloads.ts is the Spanish twin.
 */
export const DOWNLOAD_TEXT = {
  /** Every PDF's footer. */
  pdf: {
    disclaimer: 'For information purposes only. This document is not an offer to sell, or a solicitation of an offer to buy, any securities.',
    pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  },
  postalAddress: `${streetAddress}, ${address.country}`,

  investorDocuments: {
    pricingSummary: `Clients pay a one-time setup fee of ${PRICES.setupRangeInProse} to build their solution, then a monthly service plan from ${PRICES.monthlyFrom} a month.`,
    contactHeading: 'Investor Relations Contact',
    contactText: `To discuss this document or request further information, contact our investor relations team at ${siteConfig.investorEmail} or ${siteConfig.mainPhone.display}.`,

    presentation: { whoWeAre: 'Who We Are', whatWeSell: 'What We Sell' },
    annualReport: {
      about: 'About This Report',
      basis: basisNote('report'),
      atAGlance: '2023 at a Glance',
      yearInReview: 'The Year in Review',
      drivers: 'What Drove the Year',
      services: 'Our Services',
      industryPackages: (titles: string) => `Industry-specific packages: ${titles}.`,
      lookingAhead: 'Looking Ahead',
    },
    financialSummary: {
      about: 'About This Summary',
      basis: basisNote('summary'),
      operatingMetrics: 'Key Operating Metrics',
      reportedFigure: (description: string, value: string, period: string) => `${description} Reported figure: ${value} (${period}).`,
      revenueModel: 'Revenue Model',
      clientResults: 'Client Results',
    },
    marketAnalysis: {
      overview: 'Overview',
      sizeAndGrowth: 'Market Size and Growth',
      figuresNote: `Market figures are the estimates ${company} presents on its investor relations page; they describe the opportunity as we see it, not a forecast of our own results.`,
      growthDrivers: 'Growth Drivers',
      whereWeCompete: 'Where We Compete',
      industries: 'Industries We Serve',
    },
  },

  mediaKit: {
    brandColours: { title: `${company} brand colours`, intro: 'The colour tokens of our website. Colours marked * appear in the logo.' },
    boilerplate: {
      title: `About ${company}`,
      oneLine: 'One line:',
      full: 'Full boilerplate:',
      mediaContact: `Media contact: ${siteConfig.pressEmail}, ${siteConfig.mainPhone.display}`,
    },
    factSheet: {
      title: `${company} Fact Sheet`,
      subject: `Key facts about ${company} for the media`,
      about: 'About Us',
      services: 'Services',
      contact: 'Contact',
      contactLine: `Press: ${siteConfig.pressEmail}   Phone: ${siteConfig.mainPhone.display}   Sales: ${siteConfig.salesEmail}`,
      addressLine: `${streetAddress}. Founded ${siteConfig.foundedYear}.`,
    },
  },
};

/** The downloads' words in any language. */
export type DownloadText = Words<typeof DOWNLOAD_TEXT>;
