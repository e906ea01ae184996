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
  ])('takes the personal data out of %j', (question, kept) => {
    expect(scrubPersonalData(question)).toBe(kept);
  });

  it.each([
    'Do you integrate with HubSpot?',
    "I'm interested in the 24/7 plan for 3 locations",
    'this is Urgent: does it work in 2 languages?',
    'what does the $499 plan include for 500 minutes',
    'how long do u keep recordings, 30 days?',
  ])('leaves a question without personal data as it is: %j', (question) => {
    expect(scrubPersonalData(question)).toBe(question);
  });
});
