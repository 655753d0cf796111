import { ArticleLayout, type ArticleTocItem } from '../../../ui/Public/ArticleLayout';
import { Hero } from '../../../ui/Public/Hero';
import { PageMeta } from '../PageMeta';
import { POLICY_UPDATED, REFUND_WINDOW_DAYS, SUPPORT_EMAIL, SUPPORT_MAILTO } from '../constants';

const toc: ArticleTocItem[] = [
  { id: 'information-we-collect', label: 'Information we collect' },
  { id: 'how-we-use', label: 'How we use your information' },
  { id: 'sharing', label: 'How we share information' },
  { id: 'location-data', label: 'Location data' },
  { id: 'security', label: 'How we keep your data secure' },
  { id: 'data-deletion', label: 'Deleting your data' },
  { id: 'vendor-onboarding', label: 'Seller pages and vendor onboarding' },
  { id: 'kyc', label: 'KYC information' },
  { id: 'due-diligence', label: 'Enhanced due diligence' },
  { id: 'acceptable-use', label: 'Acceptable use' },
  { id: 'refunds', label: 'Refund policy' },
  { id: 'disputes', label: 'Disputes' },
  { id: 'contact', label: 'Contact us' },
];

function Mail() {
  return <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>;
}

/** `/privacy`: privacy policy and the platform policies (vendors, KYC, due diligence, use, refunds, disputes). */
export default function PrivacyPage() {
  return (
    <>
      <PageMeta
        title="Privacy and policies"
        description="How Kero collects, uses, shares and protects your information, how we use location data, and our rules on KYC, acceptable use, refunds within 7 days of a trip and disputes."
      />
      <Hero
        size="compact"
        eyebrow="Privacy and policies"
        title="Privacy Policy"
        lead={`What we collect, why we collect it and how we protect it, plus the rules that keep every Kero trip fair for riders, drivers and partners. Last updated ${POLICY_UPDATED}.`}
      />
      <ArticleLayout toc={toc} tocTitle="On this page">
        <section id="information-we-collect">
          <h2>Information we collect</h2>
          <p>We only collect what we need to run safe trips, pay drivers and meet the law. That includes:</p>
          <ul>
            <li>
              <strong>Account details:</strong> your name, phone number, e-mail address, profile photo and, if you set one, your passcode (stored
              only in scrambled form).
            </li>
            <li>
              <strong>Trip details:</strong> pickup and drop-off points, the route, distance, time, fare, rating and any messages you send
              through the app.
            </li>
            <li>
              <strong>Payment details:</strong> wallet top-ups, transfers, fares and withdrawals. Card numbers are handled by our licensed
              payment partners; we never see or store your full card number.
            </li>
            <li>
              <strong>Driver details:</strong> your driver’s licence, hackney permit, vehicle information (plate number, model and year), BVN
              or NIN and a selfie for identity checks.
            </li>
            <li>
              <strong>Device details:</strong> your phone model, operating system, app version and crash reports, so we can fix problems.
            </li>
          </ul>
        </section>

        <section id="how-we-use">
          <h2>How we use your information</h2>
          <ul>
            <li>To match you with a nearby driver or rider, show the route and work out the fare.</li>
            <li>To take payments, pay drivers, issue receipts and handle refunds.</li>
            <li>To verify drivers and partners and keep people who break our rules off the platform.</li>
            <li>To help you when you contact support, and to investigate safety reports.</li>
            <li>To improve the app, for example by finding pickup points that are hard to reach.</li>
            <li>To send you service messages and, only if you agree, news and offers. You can opt out at any time.</li>
          </ul>
          <p>We do not sell your personal information. We process it under the Nigeria Data Protection Act 2023.</p>
        </section>

        <section id="sharing">
          <h2>How we share information</h2>
          <p>We share only what each party needs:</p>
          <ul>
            <li>
              <strong>Between rider and driver:</strong> a rider sees the driver’s first name, photo, vehicle and plate number; a driver sees
              the rider’s first name, pickup point and destination. Phone calls go through the app so numbers stay private.
            </li>
            <li>
              <strong>With service providers:</strong> payment processors, identity-check services, cloud hosting and mapping providers,
              under contracts that limit what they may do with your data.
            </li>
            <li>
              <strong>With authorities:</strong> the police or regulators when the law requires it or to protect someone’s safety. We check
              every request before we answer it.
            </li>
          </ul>
        </section>

        <section id="location-data">
          <h2>Location data</h2>
          <p>
            Location is at the heart of a ride. Riders share their location while booking and during a trip, so drivers can find them and the
            route can be shown. Drivers share their location while they are online, so we can send them nearby requests and show riders where
            their car is.
          </p>
          <p>
            We do not track riders when the app is closed, or drivers when they are offline. You can switch location access off in your phone’s
            settings at any time, but booking and driving will not work without it. Trip routes are kept with your trip history for receipts,
            safety investigations and disputes.
          </p>
        </section>

        <section id="security">
          <h2>How we keep your data secure</h2>
          <p>
            Data travels encrypted between the app and our servers and is encrypted where we store it. Only trained staff who need it for their
            work can see personal information, and every access to driver documents is logged. Our staff console is protected by individual
            accounts and sign-in, and we review its access regularly.
          </p>
          <p>
            No system is perfect. If we ever learn of a breach that affects you, we will tell you and the Nigeria Data Protection Commission as
            the law requires.
          </p>
        </section>

        <section id="data-deletion">
          <h2>Deleting your data</h2>
          <p>
            You can delete your account from the app’s settings, or by writing to <Mail /> from the e-mail address on your account. We close the
            account at once and delete or anonymise your personal information within 30 days.
          </p>
          <p>
            Some records must be kept for longer: payment and tax records for the period the law requires, and information tied to an open safety
            report, refund or dispute until it is resolved. Wallet balances must be withdrawn or settled before an account is deleted.
          </p>
        </section>

        <section id="vendor-onboarding">
          <h2>Seller pages and vendor onboarding</h2>
          <p>
            Businesses that work with Kero, such as fleet owners who supply vehicles and drivers, and merchants who sell to riders through Kero,
            are onboarded as vendors. Each approved vendor gets a unique seller page: its own address on Kero showing the business name, what it
            offers and how to reach it.
          </p>
          <ul>
            <li>To onboard, a vendor gives its registered business name, CAC registration number, business address and a named contact person.</li>
            <li>The seller page must describe the business honestly. Prices must be in naira and include every charge.</li>
            <li>A vendor is responsible for the staff and drivers it brings to Kero, who each go through the same KYC as any driver.</li>
            <li>We may pause or remove a seller page that breaks these rules or our acceptable-use policy.</li>
          </ul>
        </section>

        <section id="kyc">
          <h2>KYC information</h2>
          <p>“Know your customer” checks protect riders, drivers and the payments that flow between them.</p>
          <ul>
            <li>
              <strong>Drivers</strong> provide their BVN or NIN, a selfie, a valid driver’s licence and a Lagos hackney permit. Our team compares
              the documents and the selfie before approving an account.
            </li>
            <li>
              <strong>Vendors</strong> provide their CAC registration, business address and the BVN or NIN of at least one director.
            </li>
            <li>
              <strong>Riders</strong> verify their phone number and e-mail; larger wallet balances or withdrawals may need a BVN or NIN.
            </li>
          </ul>
          <p>
            KYC documents are used only for verification, fraud prevention and meeting the law. They are never shown to other riders or
            drivers.
          </p>
        </section>

        <section id="due-diligence">
          <h2>Enhanced due diligence</h2>
          <p>Some accounts get a closer look before and after approval. This happens when, for example:</p>
          <ul>
            <li>documents do not match each other, or the selfie does not match the ID;</li>
            <li>a vendor manages many vehicles or handles large payment volumes;</li>
            <li>an account shows unusual activity, such as many refunds or wallet movements that do not match trips;</li>
            <li>the law or our payment partners require it.</li>
          </ul>
          <p>
            We may ask for more documents, such as proof of address, vehicle papers or a short video call, and may pause payouts while we check.
            We tell you what we need and why, and we aim to finish within five working days.
          </p>
        </section>

        <section id="acceptable-use">
          <h2>Acceptable use</h2>
          <p>Everyone on Kero, riders, drivers and vendors, agrees to:</p>
          <ul>
            <li>treat others with respect: no harassment, threats, discrimination or violence;</li>
            <li>never drive under the influence of alcohol or drugs, and follow Lagos traffic law;</li>
            <li>not share accounts, or let someone else drive on your account;</li>
            <li>not ask for or take cash outside the app for a Kero trip, or change the agreed fare;</li>
            <li>not use Kero for anything illegal, including carrying prohibited goods;</li>
            <li>not misuse promotions, create fake trips or interfere with the app.</li>
          </ul>
          <p>Breaking these rules can lead to a warning, a suspension or permanent removal, and we report crimes to the police.</p>
        </section>

        <section id="refunds">
          <h2>Refund policy</h2>
          <p>
            If you were charged wrongly, for example for a trip that did not happen, a route that was made longer on purpose or a charge taken
            twice, we will refund you.
          </p>
          <aside>
            <strong>Report it within {REFUND_WINDOW_DAYS} days of the trip.</strong> Use “Report a problem” on the trip in the app, or write to{' '}
            <Mail /> with the trip date and the pickup point.
          </aside>
          <ul>
            <li>We reply within two working days and explain our decision.</li>
            <li>Approved refunds go back to your Kero wallet at once, or to your card or bank account within 5 to 10 working days.</li>
            <li>Cancellation fees are refunded when the driver was late or did not come.</li>
            <li>Reports made more than {REFUND_WINDOW_DAYS} days after the trip cannot usually be refunded, because we can no longer check them properly.</li>
          </ul>
        </section>

        <section id="disputes">
          <h2>Disputes</h2>
          <p>Most problems are settled quickly by support. If you disagree with our decision on a refund, a fare or an account action:</p>
          <ol>
            <li>Reply to our decision and tell us why you disagree, adding anything that helps, such as screenshots or receipts.</li>
            <li>A senior member of the team who was not involved reviews the case and replies within five working days.</li>
            <li>
              If you are still not satisfied, either side may refer the dispute to mediation in Lagos before going to court. This does not affect
              your rights under Nigerian consumer protection law.
            </li>
          </ol>
          <p>During a dispute, the money in question may be held and not paid out until the case is closed.</p>
        </section>

        <section id="contact">
          <h2>Contact us</h2>
          <p>
            Questions about this policy, your data, a refund or a dispute? Write to <Mail />. We answer every message, usually within one
            working day.
          </p>
        </section>
      </ArticleLayout>
    </>
  );
}
