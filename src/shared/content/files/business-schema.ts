import { z } from 'zod';
import { text } from './content-rules.ts';

/** content/business.yaml: the company's facts, the same in every language; and each language's words about them. */

const phone = text.refine((value) => /^\+?[\d\s().-]+$/.test(value) && [10, 11].includes(value.replace(/\D/g, '').length), 'must be a phone number as people read it, e.g. (954) 555-0142');
const email = z.email({ error: 'must be an e-mail address, e.g. sales@example.com' });
const wholeNumber = (what: string) => z.int({ error: `must be ${what}, a whole number without $ or commas, e.g. 2500` }).positive({ error: `must be ${what} above 0` });
/** A postal code such as 33301 may be written with or without quotes. */
const code = z.union([z.string(), z.number()]).transform(String).pipe(text);

export const businessFile = z.strictObject({
  company: z.strictObject({ name: text, legalName: text, foundedYear: z.int({ error: 'must be a year, e.g. 2021' }).min(1900).max(2100) }),
  phones: z.strictObject({ main: phone, sales: phone }),
  emails: z.strictObject({ sales: email, support: email, press: email, investors: email, privacy: email, legal: email }),
  address: z.strictObject({ streetAddress: text, locality: text, region: text, regionCode: text, postalCode: code, country: text, countryCode: text }),
  prices: z
    .strictObject({ setupMin: wholeNumber('dollars'), setupMax: wholeNumber('dollars'), monthlyFrom: wholeNumber('dollars') })
    .refine((prices) => prices.setupMin <= prices.setupMax, { error: 'setupMin must not be above setupMax', path: ['setupMin'] }),
  demoResponseHours: wholeNumber('hours'),
});

export type BusinessFile = z.infer<typeof businessFile>;

/** content/<language>/business.yaml. */
export const businessWordsFile = z.strictObject({ businessHours: text, shortDescription: text });

export type BusinessWordsFile = z.infer<typeof businessWordsFile>;
