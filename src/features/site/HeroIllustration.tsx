/**
 * The home page's hero illustration (a Kero car on a Lagos bridge at sunset), drawn inline: it is the
 * largest thing on a phone's first screen, and as an <img> it was the page's largest contentful paint,
 * waiting for its own request behind the page's others (docs/performance.md, "Public pages"). Inline, it
 * paints with the prerendered HTML. Ids are prefixed: they share the document with other inline SVGs.
 */

const HERO_ALT = 'A Kero car crossing a Lagos bridge at sunset, with a trip card showing a four-minute pickup and an upfront fare';

export function HeroIllustration() {
  return (
    <svg
          xmlns="http://www.w3.org/2000/svg"
          role="img"
          aria-label={HERO_ALT}
          width="560"
          height="460" viewBox="0 0 560 460" fontFamily="Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">
      <defs>
        <linearGradient id="kero-hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#241a12"/>
          <stop offset=".45" stopColor="#6a4120"/>
          <stop offset=".72" stopColor="#c4863a"/>
        </linearGradient>
        <linearGradient id="kero-hero-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5c3b1d"/>
          <stop offset="1" stopColor="#2a1c10"/>
        </linearGradient>
        <clipPath id="kero-hero-frame"><rect width="560" height="460" rx="28"/></clipPath>
      </defs>
      <g clipPath="url(#kero-hero-frame)">
        <rect width="560" height="460" fill="url(#kero-hero-sky)"/>
        <g fill="#f6e3bd" opacity=".55">
          <circle cx="318" cy="46" r="1.6"/><circle cx="382" cy="98" r="1.2"/><circle cx="460" cy="36" r="1.4"/><circle cx="528" cy="120" r="1.1"/><circle cx="290" cy="150" r="1"/>
        </g>
        <circle cx="418" cy="262" r="96" fill="#f2b950" opacity=".16"/>
        <circle cx="418" cy="262" r="64" fill="#f4be58"/>
        <g fill="#44290f">
          <rect x="296" y="214" width="26" height="90"/>
          <rect x="326" y="178" width="30" height="126"/>
          <rect x="360" y="230" width="22" height="74"/>
          <path d="M386 304V206l15-12 15 12v98z"/>
          <rect x="438" y="238" width="26" height="66"/>
          <rect x="468" y="192" width="30" height="112"/>
          <rect x="502" y="228" width="44" height="76"/>
        </g>
        <g fill="#f7c76b" opacity=".85">
          <rect x="333" y="190" width="5" height="7"/><rect x="345" y="190" width="5" height="7"/><rect x="333" y="206" width="5" height="7"/><rect x="345" y="222" width="5" height="7"/>
          <rect x="475" y="204" width="5" height="7"/><rect x="487" y="218" width="5" height="7"/><rect x="475" y="234" width="5" height="7"/>
          <rect x="302" y="226" width="5" height="7"/><rect x="512" y="240" width="5" height="7"/><rect x="526" y="256" width="5" height="7"/>
        </g>
        <g stroke="#f1d3a0" strokeWidth="1.4" opacity=".7" fill="none">
          <path d="M150 170L34 300M150 170L66 300M150 170L98 300M150 170L126 300M150 170L174 300M150 170L202 300M150 170L234 300M150 170L266 300"/>
        </g>
        <path d="M145 300V164l5-18 5 18v136z" fill="#24160b"/>
        <rect x="0" y="296" width="300" height="9" fill="#24160b"/>
        <rect x="0" y="304" width="560" height="52" fill="url(#kero-hero-water)"/>
        <g stroke="#f4be58" strokeWidth="2.4" strokeLinecap="round" opacity=".55">
          <path d="M380 318h76M396 331h44M408 344h20"/>
        </g>
        <rect x="0" y="354" width="560" height="106" fill="#1b130b"/>
        <rect x="0" y="354" width="560" height="5" fill="#3a2918"/>
        <path d="M0 380H560" stroke="#e0ad45" strokeWidth="4" strokeDasharray="28 22" opacity=".75"/>
        <path d="M390 400l120-18v44z" fill="#ffe7b0" opacity=".16"/>
        <g transform="translate(196 358)">
          <path d="M14 60H184q12 0 12-12V38q0-8-10-10l-26-5L136 4q-4-3-10-3H66q-6 0-10 4L36 24l-20 4Q6 30 6 40v12q0 8 8 8z" fill="#c9962c"/>
          <path d="M64 7h28v17H46l14-14q2-3 4-3zM98 7h26q4 0 7 3l17 14H98z" fill="#2b1d10"/>
          <path d="M6 44h190" stroke="#a87a1f" strokeWidth="2"/>
          <rect x="184" y="32" width="12" height="7" rx="3" fill="#fff1cf"/>
          <rect x="6" y="32" width="8" height="7" rx="3" fill="#d24b2a"/>
          <circle cx="48" cy="60" r="17" fill="#120c07"/><circle cx="48" cy="60" r="6" fill="#e8d2a8"/>
          <circle cx="154" cy="60" r="17" fill="#120c07"/><circle cx="154" cy="60" r="6" fill="#e8d2a8"/>
        </g>
        <rect x="32" y="34" width="236" height="128" rx="18" fill="#120c07" opacity=".25"/>
        <rect x="28" y="28" width="236" height="128" rx="18" fill="#fffaf0"/>
        <circle cx="64" cy="66" r="19" fill="#8a5a19"/>
        <path d="M55 71h18v-4l-2.5-6h-13l-2.5 6zM57 73.5h.01M71 73.5h.01" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none"/>
        <text x="94" y="62" fontSize="16" fontWeight="700" fill="#1c1b19">Pickup in 4 min</text>
        <text x="94" y="83" fontSize="13" fill="#5b5850">Lekki Phase 1 → Yaba</text>
        <path d="M46 106H246" stroke="#e2e0da"/>
        <text x="46" y="136" fontSize="13" fill="#5b5850">Upfront fare</text>
        <text x="246" y="137" fontSize="19" fontWeight="700" fill="#7a4f14" textAnchor="end">₦3,400</text>
        <rect x="332" y="40" width="184" height="42" rx="21" fill="#fffaf0"/>
        <circle cx="356" cy="61" r="11" fill="#17693a"/>
        <path d="M351 61.5l3.5 3.5 6.5-7" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" strokeLinejoin="round"/>
        <text x="376" y="66" fontSize="14" fontWeight="600" fill="#1c1b19">Verified driver</text>
      </g>
    </svg>
  );
}
