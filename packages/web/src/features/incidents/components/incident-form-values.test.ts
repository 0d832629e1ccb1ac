import { describe, expect, it } from 'vitest';
import { emptyIncidentForm, formToBody, serverFieldErrors, validateIncidentForm } from './incident-form-values';

const valid = {
  ...emptyIncidentForm('2024-05-01'),
  incident_category: '2',
  cargo_category: '3',
  price: '150000',
  city: '12',
  lat: '55.75',
  lon: '37.62',
};

describe('incident form values', () => {
  it('accepts a minimal valid form and builds the incident_admin body', () => {
    expect(validateIncidentForm(valid)).toEqual({});
    const body = formToBody({ ...valid, vehicle_plate: 'а 123 вс 77', attack_method: '' });
    expect(body).toMatchObject({
      date: '2024-05-01',
      incident_category: 2,
      country: 1,
      city: 12,
      cargo_category: 3,
      attack_method: null,
      price: 150000,
      lat: 55.75,
      lon: 37.62,
      time: null,
      reference_date: null,
      vehicle_plate: 'А123ВС77',
    });
  });

  // Issue 9, defect 15: saving the untouched form created a "не установлено", 0 ₽ incident.
  it('refuses the untouched new-incident form, naming every field an incident needs', () => {
    expect(validateIncidentForm(emptyIncidentForm('2024-05-01'))).toEqual({
      incident_category: 'validation.required',
      cargo_category: 'validation.required',
      price: 'validation.required',
      city: 'incidents.validation.place',
    });
  });

  it('refuses an incident dated 1800 or in the future', () => {
    expect(validateIncidentForm({ ...valid, date: '1800-01-01' })).toEqual({ date: 'incidents.validation.date' });
    expect(validateIncidentForm({ ...valid, date: '2099-01-01' })).toEqual({ date: 'incidents.validation.date' });
  });

  it('tells a bad INN checksum from a wrong length', () => {
    expect(validateIncidentForm({ ...valid, counterparty_inn: '7707083894' })).toEqual({
      counterparty_inn: 'incidents.validation.inn_checksum',
    });
    expect(validateIncidentForm({ ...valid, counterparty_inn: '77070838' })).toEqual({
      counterparty_inn: 'incidents.validation.inn',
    });
    expect(validateIncidentForm({ ...valid, counterparty_inn: '7707083893' })).toEqual({});
  });

  it('asks for the required fields with the message key of docs/product.md#form-messages', () => {
    const errors = validateIncidentForm({ ...valid, date: '', price: '', country: '' });
    expect(errors).toMatchObject({
      date: 'validation.required',
      price: 'validation.required',
      country: 'validation.required',
    });
  });

  it('checks identifiers, time and coordinates', () => {
    const errors = validateIncidentForm({
      ...valid,
      vehicle_vin: '123',
      vehicle_plate: 'AB-12',
      counterparty_ogrn: '12',
      ati_id: '12a',
      time: '25:00',
      lat: '95',
      lon: '',
    });
    expect(errors).toEqual({
      vehicle_vin: 'incidents.validation.vin',
      vehicle_plate: 'incidents.validation.plate',
      counterparty_ogrn: 'incidents.validation.ogrn',
      ati_id: 'incidents.validation.ati_id',
      time: 'incidents.validation.time',
      lat: 'incidents.validation.lat',
      lon: 'validation.required',
    });
    expect(validateIncidentForm({ ...valid, lon: '' })).toEqual({ lon: 'validation.required' });
  });

  it('maps server field errors onto form fields', () => {
    expect(serverFieldErrors({ vehicle_vin: ['vin'], 'lat.0': ['invalid'] })).toEqual({
      vehicle_vin: 'incidents.validation.vin',
      lat: 'incidents.validation.invalid',
    });
  });
});
