import { createRequire } from 'node:module';

/**
 * Real places for generated schools: city names, ZIP codes and coordinates per state from the
 * `zipcodes` package (US ZIP table from federalgovernmentzipcodes.us). Only the place is real; the
 * schools placed there are not.
 */
interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

interface ZipcodesModule {
  lookupByState(state: string): ZipRecord[];
}

export interface Place {
  zip: string;
  city: string;
  lat: number;
  lon: number;
}

export interface City {
  name: string;
  places: Place[];
  lat: number;
  lon: number;
}

export interface StatePlaces {
  /** Cities with the most ZIP codes first (a rough stand-in for population). */
  cities: City[];
  places: Place[];
}

const requireFromHere = createRequire(import.meta.url);

/** Loads the ZIP table once per generator run (the package holds ~40k records in memory). */
export function loadPlaces(): (abbr: string) => StatePlaces {
  const zipcodes = requireFromHere('zipcodes') as ZipcodesModule;
  const cache = new Map<string, StatePlaces>();
  return (abbr) => {
    const cached = cache.get(abbr);
    if (cached) return cached;
    const places = zipcodes
      .lookupByState(abbr)
      .filter((record) => Number.isFinite(record.latitude) && Number.isFinite(record.longitude) && record.latitude !== 0)
      .map((record) => ({ zip: record.zip, city: titleCase(record.city), lat: record.latitude, lon: record.longitude }))
      .sort((left, right) => (left.zip < right.zip ? -1 : left.zip > right.zip ? 1 : 0));
    const byCity = new Map<string, Place[]>();
    for (const place of places) {
      const list = byCity.get(place.city) ?? [];
      list.push(place);
      byCity.set(place.city, list);
    }
    const cities = [...byCity.entries()]
      .map(([name, cityPlaces]) => ({
        name,
        places: cityPlaces,
        lat: cityPlaces.reduce((sum, place) => sum + place.lat, 0) / cityPlaces.length,
        lon: cityPlaces.reduce((sum, place) => sum + place.lon, 0) / cityPlaces.length,
      }))
      .sort((left, right) => right.places.length - left.places.length || (left.name < right.name ? -1 : 1));
    const result = { cities, places };
    cache.set(abbr, result);
    return result;
  };
}

/** The `count` places nearest to a point: one pass keeping a small sorted buffer (count is tiny). */
export function nearestPlaces(all: readonly Place[], lat: number, lon: number, count: number): Place[] {
  const best: { place: Place; distance: number }[] = [];
  for (const place of all) {
    const distance = (place.lat - lat) ** 2 + (place.lon - lon) ** 2;
    if (best.length === count && distance >= best[count - 1]!.distance) continue;
    let index = best.length;
    while (index > 0 && best[index - 1]!.distance > distance) index -= 1;
    best.splice(index, 0, { place, distance });
    if (best.length > count) best.pop();
  }
  return best.map((entry) => entry.place);
}

function titleCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text.toLowerCase().replace(/\b([a-z])/g, (letter) => letter.toUpperCase());
}
