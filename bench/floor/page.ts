/**
 * What the server-mode floors (bench/floor/main.ts and bench/stack-floor/main.tsx) read from their URL
 * (`?api=<mock origin>&token=<bearer token>`), their page size and the service tabs they show.
 */
export const params = new URLSearchParams(location.search);
export const API = params.get('api') ?? '';
export const TOKEN = params.get('token') ?? '';
export const LIMIT = 25;
export const SERVICES: [string, string][] = [
  ['', 'All Services'],
  ['fund_transfer', 'Fund Transfer'],
  ['fund_account', 'Fund Account'],
  ['user_fare_payment', 'User Fare'],
  ['driver_fare_payment', 'Driver Fare'],
];
