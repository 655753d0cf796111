import { CallToAction } from '../../../ui/Public/CallToAction';
import { FeatureGrid } from '../../../ui/Public/FeatureGrid';
import { Hero } from '../../../ui/Public/Hero';
import { PublicAction } from '../../../ui/Public/PublicAction';
import { Section } from '../../../ui/Public/Section';
import { SplitFeature } from '../../../ui/Public/SplitFeature';
import { StepList } from '../../../ui/Public/StepList';
import { ArrowIcon } from '../../../ui/Public/shared';
import { HeroIllustration } from '../HeroIllustration';
import { PageMeta } from '../PageMeta';
import { DownloadOrDriveActions, DriverEarningsImage } from '../sharedBlocks';
import { SITE_PATHS } from '../constants';
import { useOpenDownloadDialog } from '../downloadApp';
import { HeadsetIcon, NairaIcon, PinIcon, ShieldIcon } from '../../../ui/Icon';

const riderSteps = [
  {
    title: 'Tell us where you are going',
    body: 'Type “Ikeja City Mall” or drop a pin on your street. Kero finds the closest available driver, even on a busy Friday evening.',
  },
  {
    title: 'See your fare before you book',
    body: 'The price is shown in naira before you confirm, so there is no haggling at the roadside and no surprise at the end.',
  },
  {
    title: 'Meet a verified driver',
    body: 'You see your driver’s name, photo, car and plate number, and you can share the trip live with someone at home.',
  },
  {
    title: 'Arrive, pay and rate',
    body: 'Pay by card, bank transfer or your Kero wallet. Your rating goes straight to our Lagos team, who read every one.',
  },
];

const reasons = [
  {
    icon: <ShieldIcon />,
    title: 'Checked drivers',
    body: 'Every driver passes identity checks with their BVN or NIN, a valid licence and a Lagos hackney permit before their first trip.',
  },
  {
    icon: <NairaIcon />,
    title: 'Honest naira pricing',
    body: 'Fares are worked out per kilometre and shown upfront. What you see when you book is what you pay.',
  },
  {
    icon: <PinIcon />,
    title: 'Built around Lagos',
    body: 'From Ikorodu to Lekki, Festac to Yaba: pickup points, routes and support that understand how the city actually moves.',
  },
  {
    icon: <HeadsetIcon />,
    title: 'People who pick up',
    body: 'A Lagos-based support team for riders and drivers. Lost item, wrong charge or a trip that felt off, tell us and we act.',
  },
];

/** `/`: the landing page. */
export default function HomePage() {
  const openDownload = useOpenDownloadDialog();
  return (
    <>
      <PageMeta
        title="Kero · Safe, affordable rides across Lagos"
        exact
        description="Book a safe, fairly priced ride anywhere in Lagos. Upfront fares in naira, verified drivers and live trip sharing. Download the Kero app for Android or iPhone."
      />
      <Hero
        eyebrow="Ride-hailing, made in Lagos"
        title="Experience the Future of Transportation"
        lead="Safe, air-conditioned rides from Ikeja to Lekki in a few taps. Upfront fares in naira, verified drivers, and live trip sharing so the people who care about you can follow along."
        actions={
          <>
            <PublicAction size="lg" aria-haspopup="dialog" onClick={openDownload}>
              Download App
            </PublicAction>
            <PublicAction size="lg" variant="secondary" href="#how-it-works" icon={<ArrowIcon />}>
              How it works
            </PublicAction>
          </>
        }
        media={<HeroIllustration />}
      />

      <Section
        id="how-it-works"
        eyebrow="How it works"
        title="From your gate to your destination in four steps"
        intro="No standing by the roadside waving at danfos, no arguing over the fare. Book in the app and your driver comes to you."
      >
        <StepList steps={riderSteps} label="How a Kero ride works" />
      </Section>

      <SplitFeature
        id="riders"
        tone="muted"
        eyebrow="For riders"
        title="Get where you are going, without the wahala"
        body={
          <p>
            An early flight from MM2, Sunday service in Surulere or a late night out on the Island: Kero gets you there in a clean,
            comfortable car with a driver who knows the roads.
          </p>
        }
        points={[
          'Upfront fares in naira: the price you see is the price you pay',
          'Share your live trip with family in one tap',
          'Pay with card, bank transfer or your Kero wallet',
          'Rate every trip; our team follows up on every report',
        ]}
        actions={
          <PublicAction aria-haspopup="dialog" onClick={openDownload}>
            Get the rider app
          </PublicAction>
        }
        media={
          <img
            src="/site/rider-app.svg"
            width={520}
            height={460}
            alt="The Kero rider app showing a route from Yaba to Victoria Island, the driver's details and a fare of ₦4,200"
            loading="lazy"
            decoding="async"
          />
        }
      />

      <SplitFeature
        id="drivers"
        reverse
        eyebrow="For drivers"
        title="Drive on your own terms and keep more of every fare"
        body={
          <p>
            Whether you have driven danfo on the Oshodi–Obalende route or a keke around Yaba, you already know Lagos better than any map.
            With Kero you choose your hours, see each fare before you accept, and watch your earnings land in your wallet after every trip.
          </p>
        }
        points={[
          'A clear commission on every trip, shown in naira',
          'Go online when it suits you: mornings, evenings or weekends',
          'Withdraw your earnings straight to your bank account',
          'Riders are verified too, with an in-app safety button',
        ]}
        actions={
          <PublicAction href={SITE_PATHS.driver} icon={<ArrowIcon />}>
            Become a driver
          </PublicAction>
        }
        media={
          <DriverEarningsImage />
        }
      />

      <Section
        tone="muted"
        eyebrow="Why Kero"
        title="Rides you can trust, priced the way they should be"
        align="center"
      >
        <FeatureGrid items={reasons} columns={4} />
      </Section>

      <CallToAction
        title="Your next ride is a tap away"
        body="Download Kero for Android or iPhone and book your first trip in under a minute. Driving instead? Sign up and start earning this week."
        actions={<DownloadOrDriveActions />}
      />
    </>
  );
}
