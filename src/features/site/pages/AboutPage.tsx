import { CallToAction } from '../../../ui/Public/CallToAction';
import { FeatureGrid } from '../../../ui/Public/FeatureGrid';
import { Hero } from '../../../ui/Public/Hero';
import { Section } from '../../../ui/Public/Section';
import { SplitFeature } from '../../../ui/Public/SplitFeature';
import { StatCounterGroup } from '../../../ui/Public/StatCounter';
import { PageMeta } from '../PageMeta';
import { DownloadOrDriveActions } from '../sharedBlocks';

/** docs/product.md §2: three counters, each 100k+. */
const stats = [
  { value: '100k+', label: 'Dedicated riders' },
  { value: '100k+', label: 'Satisfied users' },
  { value: '100k+', label: 'Safe and reliable rides' },
];

/** docs/product.md §2's mission, point by point. */
const missionPoints = [
  'Safe, reliable, affordable and tech-driven urban mobility for everyone who lives and works in Lagos',
  'Empowering local drivers with fair pay, flexible hours and a business they can grow',
  'Smart mobility for Nigerian cities, built on data about how people really travel',
  'Making Lagos a model for intelligent transport in Africa',
];

/** docs/product.md §2's ten values, in order. */
const values = [
  {
    title: 'Safety first',
    body: 'Verified drivers and riders, live trip sharing and a safety button on every trip. If something feels wrong, we stop and look.',
  },
  {
    title: 'Excellence and innovation',
    body: 'We sweat the small things, from an accurate pickup pin in a Surulere side street to a receipt that makes sense.',
  },
  {
    title: 'Integrity and accountability',
    body: 'We do what we say. When we get it wrong, we own it, explain it and fix it.',
  },
  {
    title: 'Empowerment and inclusion',
    body: 'Kero is open to every qualified driver and every rider, whatever their background, and our app is built to be usable by all.',
  },
  {
    title: 'Customer-centricity',
    body: 'Riders and drivers are both our customers. Their feedback decides what we build next.',
  },
  {
    title: 'Environmental responsibility',
    body: 'Well-maintained vehicles, shared trips and smarter routing mean less fuel burned and cleaner air in a crowded city.',
  },
  {
    title: 'Community impact',
    body: 'Every naira a driver earns supports a household in Lagos. We measure our success by theirs.',
  },
  {
    title: 'Technology-driven solutions',
    body: 'Live traffic, smart matching and secure payments take the guesswork out of getting around.',
  },
  {
    title: 'Transparency and fair pricing',
    body: 'Fares are shown upfront in naira and our commission is visible to drivers on every trip. No hidden charges.',
  },
  {
    title: 'Collaboration and growth',
    body: 'We work alongside drivers, riders, government agencies and partners to build a transport system that works for all of Lagos.',
  },
];

/** `/about`: who we are, mission and values. */
export default function AboutPage() {
  return (
    <>
      <PageMeta
        title="About us"
        description="Kero is a Lagos ride-hailing company on a mission to make urban travel safe, reliable and affordable, to empower local drivers, and to make Lagos a model for intelligent transport in Africa."
      />
      <Hero
        eyebrow="About Kero"
        title="Built in Lagos, for the way Lagos moves"
        lead="Kero started with a simple question: why should getting from Ikorodu to Victoria Island feel like a gamble? We are building ride-hailing that is safe, fairly priced and run by people who sit in the same traffic you do."
      >
        <StatCounterGroup stats={stats} label="Kero in numbers" />
      </Hero>

      <SplitFeature
        id="mission"
        eyebrow="Why we exist"
        title="Our mission"
        body={
          <>
            <p>
              <strong>Moving Lagos forward, one fair trip at a time.</strong>
            </p>
            <p>
              Lagos is one of the fastest-growing cities in the world, and getting around it should not depend on luck. Our mission is to give
              every Lagosian a ride they can count on, and every driver a living they can be proud of.
            </p>
          </>
        }
        points={missionPoints}
        media={
          <img
            src="/site/mission-map.svg"
            width={520}
            height={460}
            alt="A stylised map of Lagos with Kero routes linking Ikeja, Yaba, Surulere, Victoria Island and Lekki"
            loading="lazy"
            decoding="async"
          />
        }
      />

      <Section
        id="values"
        tone="muted"
        eyebrow="What we stand for"
        title="Our values"
        intro="Ten promises we make to riders, drivers and the city. We use them to make decisions, big and small."
      >
        <FeatureGrid items={values} columns={2} variant="plain" numbered />
      </Section>

      <CallToAction
        title="Ride with us, or drive with us"
        body="Whichever side of the trip you are on, there is a place for you at Kero."
        actions={<DownloadOrDriveActions />}
      />
    </>
  );
}
