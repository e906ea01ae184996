import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_COPY, CHAT_LEAD_COPY } from '../../src/shared/content/assistant.ts';
import * as chatRules from '../../src/shared/assistant/chat-rules.ts';
import * as callConsent from '../../src/shared/content/call-consent.ts';
import { faqContent } from '../../src/shared/content/faq.ts';
import { financialTable } from '../../src/shared/content/financials.ts';
import * as forms from '../../src/shared/content/forms.ts';
import { homeContent } from '../../src/shared/content/home.ts';
import { investorsContent } from '../../src/shared/content/investors.ts';
import * as legal from '../../src/shared/content/legal.ts';
import { newsContent } from '../../src/shared/content/news.ts';
import * as notFound from '../../src/shared/content/not-found.ts';
import { privacyPolicy } from '../../src/shared/content/privacy.ts';
import { solutionsContent } from '../../src/shared/content/solutions.ts';
import { termsOfService } from '../../src/shared/content/terms.ts';
import * as navigation from '../../src/shared/navigation.ts';
import { siteConfig } from '../../src/shared/site-config.ts';
import { BRAND_FONT_CHARACTERS, BRAND_FONT_PATH, subsetBrandFont } from './brand-font.ts';

describe('the brand font subset', () => {
  it('is the committed file: npm run font:subset has been run since the last change to the character list', async () => {
    const committed = await readFile(BRAND_FONT_PATH);
    expect(Buffer.compare(await subsetBrandFont(), committed)).toBe(0);
    expect(committed.length).toBeLessThan(30 * 1024);
  });

  it('has every character the site copy uses', () => {
    const everything = [homeContent, solutionsContent, newsContent, investorsContent, privacyPolicy, termsOfService, faqContent];
    const more = [financialTable(), forms, legal, notFound, callConsent, navigation, chatRules, ASSISTANT_COPY, CHAT_LEAD_COPY, siteConfig];
    const copy = JSON.stringify([...everything, ...more], (_key, value: unknown) => (typeof value === 'function' ? String(value) : value));
    const missing = [...new Set(copy)].filter((character) => !BRAND_FONT_CHARACTERS.includes(character));
    expect(missing, 'add them to BRAND_FONT_CHARACTERS, then npm run font:subset').toEqual([]);
  });
});
