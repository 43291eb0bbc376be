/**
 * Where visitors are asked before anything is stored: the European Economic
 * Area (the 27 EU members plus Iceland, Liechtenstein and Norway), the United
 * Kingdom and Switzerland, as ISO 3166-1 alpha-2 codes. Google's tag no
 * longer understands a pseudo-region such as "EU"; each country is listed.
 */
export const europeanRegions = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'GB',
  'CH',
] as const

/** Consent mode's defaults for those visitors: nothing is stored or personalised until they agree. */
export const europeanConsentDefault = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  region: [...europeanRegions],
} as const
