import { FIRST_NAMES, LAST_NAMES } from './names.generated';

/** A real Lagos place: [address, lng, lat]. Coordinates are the place's approximate centre. */
export type Place = readonly [address: string, lng: number, lat: number];

export const LAGOS_PLACES: readonly Place[] = [
  ['Ikeja City Mall, Obafemi Awolowo Way, Alausa', 3.3577, 6.6142],
  ['Allen Avenue Roundabout, Ikeja', 3.3553, 6.6007],
  ['Computer Village, Otigba Street, Ikeja', 3.3422, 6.596],
  ['Isaac John Street, Ikeja GRA', 3.3558, 6.579],
  ['Lagos State Secretariat, Alausa', 3.3602, 6.6177],
  ['Murtala Muhammed International Airport, Ikeja', 3.3212, 6.5774],
  ['Murtala Muhammed Airport Domestic Terminal (MMA2), Ikeja', 3.3316, 6.5806],
  ['Maryland Mall, Ikorodu Road, Maryland', 3.3676, 6.5716],
  ['Ojota Bus Park, Ojota', 3.3819, 6.5867],
  ['Ketu Bus Stop, Ikorodu Road, Ketu', 3.3909, 6.5964],
  ['Mile 12 Market, Ikorodu Road', 3.3979, 6.6091],
  ['Ikorodu Garage, Ikorodu', 3.5105, 6.6194],
  ['Ojodu Berger Bus Stop, Ojodu', 3.3716, 6.6394],
  ['Magodo Phase 2 Estate, Magodo', 3.3855, 6.622],
  ['Ogba Retail Market, Ogba', 3.3411, 6.6268],
  ['Agege Stadium, Agege', 3.323, 6.6225],
  ['Iyana Ipaja Bus Stop, Iyana Ipaja', 3.2863, 6.6131],
  ['Akowonjo Roundabout, Egbeda', 3.2898, 6.5912],
  ['Ikotun Roundabout, Ikotun', 3.266, 6.551],
  ['Oshodi Transport Interchange, Oshodi', 3.3431, 6.5527],
  ['Anthony Village, Ikorodu Road', 3.3713, 6.56],
  ['Gbagada Phase 2, Gbagada', 3.386, 6.556],
  ['Ojuwoye Market, Mushin', 3.3544, 6.5273],
  ['Lagos University Teaching Hospital, Idi-Araba', 3.3537, 6.5166],
  ['University of Lagos, Akoka', 3.3896, 6.5158],
  ['Tejuosho Market, Yaba', 3.37, 6.5069],
  ['Sabo Market, Herbert Macaulay Way, Yaba', 3.3778, 6.5063],
  ['Ojuelegba Under Bridge, Ojuelegba', 3.3642, 6.5098],
  ['National Stadium, Surulere', 3.3648, 6.4985],
  ['Adeniran Ogunsanya Shopping Mall, Surulere', 3.3553, 6.4929],
  ['Costain Roundabout, Ebute Metta', 3.3724, 6.4954],
  ['Mile 2 Bus Stop, Oshodi-Apapa Expressway', 3.316, 6.4647],
  ['23 Road, Festac Town', 3.283, 6.4701],
  ['Trade Fair Complex, Ojo', 3.2554, 6.4657],
  ['Apapa Wharf, Wharf Road, Apapa', 3.3645, 6.4474],
  ['CMS Bus Stop, Marina, Lagos Island', 3.3894, 6.4518],
  ['Balogun Market, Lagos Island', 3.3917, 6.4557],
  ['Idumota Market, Lagos Island', 3.3876, 6.4576],
  ['Obalende Bus Terminal, Obalende', 3.4076, 6.4491],
  ['Tafawa Balewa Square, Lagos Island', 3.3993, 6.4474],
  ['Falomo Shopping Centre, Ikoyi', 3.4307, 6.4406],
  ['Ikoyi Club 1938, Ikoyi', 3.4288, 6.4543],
  ['Eko Hotel & Suites, Adetokunbo Ademola Street, Victoria Island', 3.4296, 6.4269],
  ['Federal Palace Hotel, Ahmadu Bello Way, Victoria Island', 3.4129, 6.4248],
  ['Adeola Odeku Street, Victoria Island', 3.4221, 6.4312],
  ['Landmark Beach, Water Corporation Drive, Oniru', 3.444, 6.423],
  ['The Palms Shopping Mall, Lekki', 3.4514, 6.435],
  ['Admiralty Way, Lekki Phase 1', 3.4723, 6.4474],
  ['Lekki Conservation Centre, Lekki-Epe Expressway', 3.5353, 6.4414],
  ['Chevron Drive, Lekki', 3.5155, 6.4336],
  ['Ikota Shopping Complex, Lekki-Epe Expressway', 3.552, 6.4435],
  ['Victoria Garden City, Lekki-Epe Expressway', 3.5493, 6.4653],
  ['Ajah Roundabout, Ajah', 3.5722, 6.4682],
  ['Novare Lekki Mall, Sangotedo', 3.6193, 6.4695],
];

/** Places where pickups cluster (busy hubs), used more often than the rest. */
export const BUSY_PLACE_INDEXES: readonly number[] = [0, 5, 7, 19, 28, 35, 38, 42, 47, 52];

export const NIGERIAN_BANKS: readonly string[] = [
  'Access Bank',
  'Guaranty Trust Bank',
  'Zenith Bank',
  'First Bank of Nigeria',
  'United Bank for Africa',
  'Fidelity Bank',
  'Sterling Bank',
  'Stanbic IBTC Bank',
  'Wema Bank',
  'Union Bank of Nigeria',
  'Ecobank Nigeria',
  'Polaris Bank',
  'Opay',
  'Moniepoint MFB',
  'Kuda Microfinance Bank',
  'PalmPay',
];

/** Vehicle type names as seeded; drivers' `vehicle.type` uses the same names. */
export const VEHICLE_TYPE_NAMES = ['Car', 'Keke', 'Okada', 'Bus', 'Executive'] as const;
export type VehicleTypeName = (typeof VEHICLE_TYPE_NAMES)[number];

export const VEHICLE_MODELS: Record<VehicleTypeName, readonly string[]> = {
  Car: ['Toyota Corolla', 'Toyota Camry', 'Honda Accord', 'Honda Civic', 'Kia Rio', 'Hyundai Elantra', 'Nissan Almera', 'Toyota Yaris', 'Kia Cerato', 'Peugeot 301'],
  Keke: ['TVS King Deluxe', 'Bajaj RE', 'Piaggio Ape City'],
  Okada: ['Bajaj Boxer BM150', 'Honda CG125', 'Haojue HJ125', 'TVS HLX 125', 'Qlink Ranger'],
  Bus: ['Toyota HiAce', 'Nissan Urvan', 'Ford Transit', 'Mercedes-Benz Sprinter'],
  Executive: ['Lexus ES 350', 'Toyota Land Cruiser Prado', 'Mercedes-Benz E300', 'Toyota Highlander', 'Lexus RX 350'],
};

/** Share of drivers per vehicle type. */
export const VEHICLE_TYPE_WEIGHTS: readonly (readonly [VehicleTypeName, number])[] = [
  ['Car', 50],
  ['Keke', 18],
  ['Okada', 14],
  ['Bus', 8],
  ['Executive', 10],
];

/** Base fare and price per km in kobo used to price seeded trips (naira × 100). */
export const TRIP_TARIFF: Record<VehicleTypeName, { base: number; perKm: number }> = {
  Car: { base: 50000, perKm: 25000 },
  Keke: { base: 20000, perKm: 12000 },
  Okada: { base: 15000, perKm: 10000 },
  Bus: { base: 40000, perKm: 18000 },
  Executive: { base: 100000, perKm: 45000 },
};

/** Lagos vehicle registration area codes (the three letters of "LND-482-KJ"). */
export const PLATE_CODES: readonly string[] = [
  'LND', 'KJA', 'EKY', 'APP', 'AGL', 'BDG', 'EPE', 'FKJ', 'FST', 'GGE', 'JJJ', 'KRD', 'KSF', 'LSD', 'LSR', 'MUS', 'SMK', 'AKD', 'KTU', 'YAB',
];

/** Nigerian mobile prefixes (after +234). */
export const PHONE_PREFIXES: readonly string[] = [
  '803', '806', '813', '816', '810', '814', '903', '906', '703', '706', '805', '807', '815', '811', '905', '705',
  '802', '808', '812', '701', '708', '902', '907', '901', '809', '817', '818', '909', '908',
];

export const EMAIL_DOMAINS: readonly (readonly [string, number])[] = [
  ['gmail.com', 60],
  ['yahoo.com', 20],
  ['outlook.com', 8],
  ['hotmail.com', 5],
  ['icloud.com', 4],
  ['mail.com', 3],
];

export interface NamePools {
  firstNames: readonly string[];
  lastNames: readonly string[];
}

/**
 * Nigerian first and last names, drawn once from faker's en_NG locale by scripts/generate-name-pools.mjs
 * and committed (names.generated.ts), so the demo ships a few kilobytes of names instead of faker. Bulk
 * records pick from these pools with the cheap PRNG.
 */
export function namePools(): NamePools {
  return { firstNames: FIRST_NAMES, lastNames: LAST_NAMES };
}
