/** A made-up driver's licence as an SVG data URL (stories and tests load no network image). */
export function documentImage(title: string, tone = '#1d4f91'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" viewBox="0 0 856 540">
<rect width="856" height="540" rx="28" fill="#f4f1ea"/><rect width="856" height="96" rx="28" fill="${tone}"/>
<text x="40" y="62" font-family="sans-serif" font-size="34" font-weight="700" fill="#fff">${title}</text>
<rect x="40" y="140" width="200" height="250" rx="12" fill="#d8d2c4"/><circle cx="140" cy="230" r="52" fill="#b9b1a0"/>
<text x="280" y="180" font-family="sans-serif" font-size="26" fill="#333">Name: ADA OBI</text>
<text x="280" y="230" font-family="sans-serif" font-size="26" fill="#333">No: LAG-123-4567</text>
<text x="280" y="280" font-family="sans-serif" font-size="26" fill="#333">Expires: 12/2028</text>
<text x="280" y="330" font-family="sans-serif" font-size="26" fill="#333">Class: E</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
