import { describe, expect, it } from 'vitest';
import { compileCondition } from '../conditions';
import { parseIsoDate } from '../dates';
import type { Country, EntityType } from '../types';
import { indiaGstCases } from './india-gst.cases';
import { indiaMcaCases } from './india-mca.cases';
import { indiaRegulatoryCases } from './india-regulatory.cases';
import { indiaTaxCases } from './india-tax.cases';
import { catalogue, catalogueById } from './index';
import { isOfficialSource, researchSources, SOURCE_EXCEPTIONS } from './official-sources';
import { ukCases } from './uk.cases';
import { usaCases } from './usa.cases';

const ENTITIES: Record<Country, readonly EntityType[]> = {
  India: ['Private Limited', 'OPC', 'LLP'],
  USA: ['LLC', 'C-Corp'],
  UK: ['Ltd'],
};

describe('catalogue', () => {
  it('has unique ids, indexed by catalogueById', () => {
    expect(new Set(catalogue.map((r) => r.id)).size).toBe(catalogue.length);
    expect(catalogueById.size).toBe(catalogue.length);
    expect(catalogueById.get('IN-MCA-01')?.name).toContain('INC-20A');
  });

  it.each(catalogue.map((r) => [r.id, r] as const))('%s is well-formed data', (_id, r) => {
    expect(r.source_url).toMatch(/^https?:\/\//);
    expect(r.last_verified).toBe('2026-11-22');
    expect(r.product_id).toBeNull();
    expect(r.entity_types.length).toBeGreaterThan(0);
    for (const e of r.entity_types) expect(ENTITIES[r.country]).toContain(e);
    if (r.effective_from !== null) parseIsoDate(r.effective_from);
    if (r.effective_to !== null) parseIsoDate(r.effective_to);
    if (r.applies_when !== null) compileCondition(r.applies_when);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
    expect(Object.isFrozen(r)).toBe(true);
  });

  it('keeps the versions of one obligation in one country', () => {
    const series = new Map<string, Set<Country>>();
    for (const r of catalogue) if (r.series) series.set(r.series, (series.get(r.series) ?? new Set()).add(r.country));
    for (const countries of series.values()) expect(countries.size).toBe(1);
  });

  it('has at least one listed-requirement case for every rule', () => {
    const cases = [...indiaMcaCases, ...indiaTaxCases, ...indiaGstCases, ...indiaRegulatoryCases, ...usaCases, ...ukCases];
    const covered = new Set(cases.filter((c) => c.expected !== null).map((c) => c.rule));
    const missing = catalogue.map((r) => r.id).filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
  });

  it('cites the authority’s own page first for every rule, except those listed with their reason', () => {
    const unofficial = catalogue.filter((r) => !isOfficialSource(r.source_url)).map((r) => r.id);
    expect(unofficial.sort()).toEqual(Object.keys(SOURCE_EXCEPTIONS).sort());
    for (const reason of Object.values(SOURCE_EXCEPTIONS)) expect(reason.length).toBeGreaterThan(20);
    expect(catalogue.filter((r) => isOfficialSource(r.source_url)).length).toBeGreaterThanOrEqual(catalogue.length - 3);
  });

  it('keeps the research’s source of a rule whose first source became the authority’s, as a secondary source', () => {
    expect(researchSources.get('IN-GST-01')).toBe('https://gstfilling.co/gst-deadline');
    expect(catalogueById.get('IN-GST-01')?.source_url).toBe('https://cbic-gst.gov.in/');
    for (const url of researchSources.values()) expect(isOfficialSource(url)).toBe(false);
  });

  it('recognises official domains by host, not by a substring of the address', () => {
    expect(isOfficialSource('https://www.mca.gov.in/')).toBe(true);
    expect(isOfficialSource('https://www.gov.uk/vat-registration')).toBe(true);
    expect(isOfficialSource('https://gov.uk.example.com/')).toBe(false);
    expect(isOfficialSource('https://example.com/?u=irs.gov')).toBe(false);
    expect(isOfficialSource('not a url')).toBe(false);
  });
});
