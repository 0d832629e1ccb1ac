import type { Incident } from '@cargo-sentry/contracts/incidents/incidents';

/** Vehicle and counterparty identifiers: typed with spaces and any case, stored compact and upper-case. */
export const identifierFields = [
  'vehicle_plate',
  'vehicle_vin',
  'trailer_plate',
  'trailer_vin',
  'counterparty_inn',
  'counterparty_ogrn',
  'ati_id',
] as const;

type FieldKey = Exclude<keyof Incident, 'id' | 'lat' | 'lon'> | 'coordinates';

/** Every incident field of docs/product.md#incident, grouped as the card and the form show them. */
export const incidentFieldGroups: { key: string; fields: FieldKey[] }[] = [
  {
    key: 'main',
    fields: [
      'date',
      'time',
      'incident_category',
      'attack_method',
      'type_of_scene',
      'information_source',
      'reference_date',
      'media_mention_date',
      'judicial_decision_number',
    ],
  },
  {
    key: 'place',
    fields: [
      'country',
      'federal_district',
      'region',
      'city',
      'street',
      'road',
      'coordinates',
      'loading_address',
      'unloading_address',
    ],
  },
  { key: 'cargo', fields: ['cargo_category', 'cargo_description', 'amount', 'price'] },
  { key: 'identifiers', fields: [...identifierFields] },
  { key: 'description', fields: ['description'] },
];
