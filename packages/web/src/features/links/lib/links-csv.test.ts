import { describe, expect, it } from 'vitest';
import { buildLinksAnswer } from '@/test/factories';
import { linksCsv } from './links-csv';
import { graphOf } from './links-graph';

const texts = {
  header: ['Узел', 'Вид', 'Связан с', 'Вид связанного', 'Источник', 'Номер источника', 'Дата'],
  kindName: (kind: string) =>
    ({ plate: 'Госномер', vin: 'VIN', phone: 'Телефон', hidden: 'Другое лицо' })[kind] ?? kind,
  sourceName: (source: { kind: string; own: boolean }) =>
    source.kind === 'ticket' && !source.own ? 'Проверка другой компании' : source.kind,
};

describe('the links CSV', () => {
  it('has a line per source of each link, with both nodes, their kinds, the source and its date', () => {
    const csv = linksCsv(graphOf(buildLinksAnswer()), texts, 'ru');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Узел;Вид;Связан с;Вид связанного;Источник;Номер источника;Дата',
      'А123ВС77;Госномер;XTA21099012345678;VIN;incident;41;02.10.2026',
      'А123ВС77;Госномер;XTA21099087654321;VIN;incident;57;01.11.2026',
      'А123ВС77;Госномер;XTA21099087654321;VIN;register_osago;7;15.09.2026',
      'А123ВС77;Госномер;+79123456789;Телефон;ticket;9001;20.11.2026',
      'А123ВС77;Госномер;"другое лицо (проверка другой компании, 12.11.2026)";Другое лицо;Проверка другой компании;;12.11.2026',
      '',
    ]);
  });

  it('separates by commas in English and quotes a cell that holds one', () => {
    const csv = linksCsv(graphOf(buildLinksAnswer()), texts, 'en');
    expect(csv).toContain(
      '"другое лицо (проверка другой компании, 12.11.2026)",Другое лицо,Проверка другой компании,,12.11.2026',
    );
  });
});
