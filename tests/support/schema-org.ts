/**
 * The part of the schema.org vocabulary our pages use (https://schema.org, version 29), with each
 * type's own and inherited properties, and Google's required properties for its rich results. A
 * misspelt property, a property on the wrong type or a missing required one fails validation.
 */
const THING = ['name', 'description', 'url', 'image', 'sameAs', 'identifier', 'alternateName', 'mainEntityOfPage', 'potentialAction', 'subjectOf'];
const CREATIVE_WORK = [
  ...THING,
  'about', 'author', 'citation', 'dateCreated', 'dateModified', 'datePublished', 'headline', 'inLanguage', 'isBasedOn',
  'keywords', 'publisher', 'copyrightHolder', 'copyrightYear', 'text', 'thumbnailUrl', 'mainEntity', 'isPartOf',
];
const ORGANIZATION = [
  ...THING,
  'address', 'areaServed', 'brand', 'contactPoint', 'email', 'faxNumber', 'founder', 'foundingDate', 'legalName', 'logo',
  'member', 'parentOrganization', 'slogan', 'subOrganization', 'telephone', 'location', 'department',
];
const PLACE = ['address', 'geo', 'hasMap', 'latitude', 'longitude', 'openingHoursSpecification', 'telephone', 'logo'];
const CONTACT_POINT = [...THING, 'areaServed', 'availableLanguage', 'contactOption', 'contactType', 'email', 'faxNumber', 'hoursAvailable', 'telephone'];
const ARTICLE = [...CREATIVE_WORK, 'articleBody', 'articleSection', 'wordCount'];

export const SCHEMA_ORG_PROPERTIES: Record<string, readonly string[]> = {
  Organization: ORGANIZATION,
  LocalBusiness: [...ORGANIZATION, ...PLACE, 'currenciesAccepted', 'openingHours', 'paymentAccepted', 'priceRange', 'branchOf'],
  PostalAddress: [...CONTACT_POINT, 'addressCountry', 'addressLocality', 'addressRegion', 'postOfficeBoxNumber', 'postalCode', 'streetAddress'],
  ContactPoint: CONTACT_POINT,
  ImageObject: [...CREATIVE_WORK, 'caption', 'contentUrl', 'encodingFormat', 'height', 'width'],
  WebSite: [...CREATIVE_WORK, 'issn'],
  BreadcrumbList: [...THING, 'itemListElement', 'itemListOrder', 'numberOfItems'],
  ListItem: [...THING, 'item', 'nextItem', 'position', 'previousItem'],
  Article: ARTICLE,
  NewsArticle: [...ARTICLE, 'dateline', 'printColumn', 'printEdition', 'printPage', 'printSection'],
  FAQPage: [...CREATIVE_WORK, 'breadcrumb', 'lastReviewed', 'primaryImageOfPage', 'speakable'],
  Question: [...CREATIVE_WORK, 'acceptedAnswer', 'answerCount', 'suggestedAnswer'],
  Answer: [...CREATIVE_WORK, 'parentItem'],
};

/** Google Search Central's required properties for the rich results these types produce. */
const REQUIRED: Record<string, readonly string[]> = {
  Organization: ['name', 'url'],
  LocalBusiness: ['name', 'address'],
  WebSite: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  Article: ['headline', 'datePublished', 'author', 'image'],
  NewsArticle: ['headline', 'datePublished', 'author', 'image'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
};

const URL_PROPERTIES = new Set(['url', 'item', 'mainEntityOfPage', 'isBasedOn', 'logo', 'image']);
const DATE_PROPERTIES = new Set(['datePublished', 'dateModified', 'foundingDate']);

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Problems found in a JSON-LD node and everything nested in it; empty when valid. */
export function validateJsonLd(node: unknown, path = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => validateJsonLd(item, `${path}[${index}]`));
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const problems: string[] = [];
  const type = record['@type'];
  const keys = Object.keys(record).filter((key) => !key.startsWith('@'));
  if (typeof type !== 'string') {
    // A bare reference ({"@id": ...}) is allowed; anything else needs a type.
    if (keys.length > 0) problems.push(`${path}: a node with properties needs an @type`);
    return problems;
  }
  const allowed = SCHEMA_ORG_PROPERTIES[type];
  if (!allowed) return [`${path}: unknown or unexpected @type "${type}"`];
  if (path === '$' && record['@context'] !== 'https://schema.org') problems.push(`${path}: @context must be https://schema.org`);
  for (const key of keys) {
    if (!allowed.includes(key)) problems.push(`${path}: ${type} has no property "${key}"`);
    const value = record[key];
    if (URL_PROPERTIES.has(key) && (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string')))) {
      for (const url of [value].flat()) if (!isAbsoluteUrl(url)) problems.push(`${path}.${key}: "${String(url)}" is not an absolute URL`);
    }
    if (DATE_PROPERTIES.has(key) && !/^\d{4}(-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?)?$/.test(String(value))) {
      problems.push(`${path}.${key}: "${String(value)}" is not an ISO 8601 date`);
    }
    problems.push(...validateJsonLd(value, `${path}.${key}`));
  }
  for (const key of REQUIRED[type] ?? []) {
    if (record[key] === undefined || record[key] === '') problems.push(`${path}: ${type} needs "${key}"`);
  }
  return problems;
}
