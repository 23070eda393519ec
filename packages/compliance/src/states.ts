// State names arrive as typed by people ('NCT of Delhi', 'Tamilnadu', 'DE'); conditions compare a canonical
// lower-case form so a spelling variant never silently drops an obligation.

const ALIASES: Readonly<Record<string, string>> = {
  'nct of delhi': 'delhi',
  'new delhi': 'delhi',
  'national capital territory of delhi': 'delhi',
  orissa: 'odisha',
  pondicherry: 'puducherry',
  tamilnadu: 'tamil nadu',
  uttaranchal: 'uttarakhand',
  'j and k': 'jammu and kashmir',
  'andaman and nicobar': 'andaman and nicobar islands',
  'a and n islands': 'andaman and nicobar islands',
  'dadra and nagar haveli and daman and diu': 'dadra and nagar haveli and daman and diu',
  de: 'delaware',
  ca: 'california',
  tx: 'texas',
  ny: 'new york',
  fl: 'florida',
  nv: 'nevada',
  wy: 'wyoming',
};

export function normalizeState(s: string): string {
  const base = s.toLowerCase().replace(/&/g, ' and ').replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
  return ALIASES[base] ?? base;
}
