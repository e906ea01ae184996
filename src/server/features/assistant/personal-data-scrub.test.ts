import { describe, expect, it } from 'vitest';
import { scrubPersonalData } from './personal-data-scrub.ts';

describe('scrubPersonalData', () => {
  it.each([
    ['can u email me at ann.lee+work@smile-dental.co.uk about pricing', 'can u email me at [email] about pricing'],
    ['call me back on (954) 555-0100 pls', 'call me back on [number] pls'],
    ['my cell is +1 954 555 0100', 'my cell is [number]'],
    ['card 4111 1111 1111 1111 got charged twice', 'card [number] got charged twice'],
    ['see https://example.com/my-shop?id=42 is it compatible', 'see [link] is it compatible'],
    ['we are at 1200 North Federal Hwy, do you come on site', 'we are at [address], do you come on site'],
    ['Hi my name is Ann Lee, do you do dental offices', 'Hi my name is [name], do you do dental offices'],
    ["I'm Carlos from the body shop, price?", "I'm [name] from the body shop, price?"],
    ['this is Dr. Patel, HIPAA?', 'this is [name], HIPAA?'],
    // Spelled-out addresses, the way people dodge a filter.
    ['email me at ann dot lee at gmail dot com about pricing', 'email me at [email] about pricing'],
    ['ann.lee at gmail.com please', '[email] please'],
    ['reach me: ann (at) smile-dental (dot) co (dot) uk', 'reach me: [email]'],
    ['ann [at] gmail [dot] com', '[email]'],
    ['escríbame a ana punto lee arroba gmail punto com', 'escríbame a [email]'],
    // Dates of birth: any date with its year, and a day and month said to be a birthday.
    ['I was born 03/14/1985, do I qualify', 'I was born [date], do I qualify'],
    ['my date of birth is March 14, 1985', 'my date of birth is [date]'],
    ['DOB 1985-03-14 for the insurance', 'DOB [date] for the insurance'],
    ['nací el 14 de marzo de 1985', 'nací el [date]'],
    ['born on March 14 and need a demo', 'born on [date] and need a demo'],
    ['my birthday is 14th of March', 'my birthday is [date]'],
  ])('takes the personal data out of %j', (question, kept) => {
    expect(scrubPersonalData(question)).toBe(kept);
  });

  it.each([
    'Do you integrate with HubSpot?',
    "I'm interested in the 24/7 plan for 3 locations",
    'this is Urgent: does it work in 2 languages?',
    'what does the $499 plan include for 500 minutes',
    'how long do u keep recordings, 30 days?',
    'are you open at weekends. also do you do spanish',
    'are you open on 12/24 and 12/31?',
    'does it work with 24/7 support',
  ])('leaves a question without personal data as it is: %j', (question) => {
    expect(scrubPersonalData(question)).toBe(question);
  });
});
