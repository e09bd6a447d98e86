/** Test fixtures of the offices blocks (tests only). */
import type { DirectoryOffice } from '../../../schema/directory';

/** `count` directory offices, the first with a photo. */
export function directoryOffices(count: number): DirectoryOffice[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: { fr: `Bureau ${i + 1}`, en: `Office ${i + 1}` },
    photo: i === 0 ? '/directory/offices/plateau.svg' : null,
    latitude: 45.5 + i / 100,
    longitude: -73.5 - i / 100,
    address: { fr: { street: `${100 + i}, rue Principale`, city: 'Longueuil' }, en: { street: `${100 + i} Main Street`, city: 'Longueuil' } },
    postal_code: 'J4H 1C8',
    phone: { display: '450 555-0150', intl: '+14505550150' },
    email: `bureau${i + 1}@exemple.ca`,
    opening_hours: [{ days: { fr: 'Lundi au vendredi', en: 'Monday to Friday' }, day_of_week: ['Monday'], opens: '09:00', closes: '17:30' }],
  }));
}

