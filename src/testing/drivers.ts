const DAY = 24 * 60 * 60 * 1000;

/**
 * One KYC submission on the wire (docs/api.md, drivers), registered `daysAgo` days ago, for screen tests
 * of the drivers list: `over` replaces fields (any JSON: malformed records).
 */
export function submission(i: number, daysAgo: number, over: Record<string, unknown> = {}): Record<string, unknown> & { _id: string } {
  return {
    _id: `k${i}`,
    firstname: 'Queue',
    lastname: `Driver ${i}`,
    email: `queue${i}@example.ng`,
    phone: `+2348030000${String(i).padStart(3, '0')}`,
    createdAt: new Date(Date.now() - daysAgo * DAY - 60_000).toISOString(),
    isVerified: true,
    kycSubmitted: true,
    kycVerified: false,
    vehicle: { licensePlate: `KJA-${i}`, model: 'Toyota Corolla', year: 2018, type: 'Car', driverLicense: null, hackneyPermit: null },
    tripsCount: 0,
    rating: null,
    walletBalance: 0,
    ...over,
  };
}
