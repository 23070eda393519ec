import type { IndiaEntityType } from '@charter/shared';

/**
 * The fewest founders the law allows, which a formation quote prices (a DSC each): two directors for a Private Limited
 * (s.149(1)(a) Companies Act 2013), two designated partners for an LLP (s.7 LLP Act 2008), one for an OPC.
 */
export function minimumFounders(entity: IndiaEntityType): number {
  return entity === 'OPC' ? 1 : 2;
}
