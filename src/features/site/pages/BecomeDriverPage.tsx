import { CallToAction } from '../../../ui/Public/CallToAction';
import { FeatureGrid } from '../../../ui/Public/FeatureGrid';
import { Hero } from '../../../ui/Public/Hero';
import { PublicAction } from '../../../ui/Public/PublicAction';
import { Section } from '../../../ui/Public/Section';
import { StepList } from '../../../ui/Public/StepList';
import { ArrowIcon } from '../../../ui/Public/shared';
import { PageMeta } from '../PageMeta';
import { DriverEarningsImage } from '../sharedBlocks';
import { SITE_PATHS, SUPPORT_EMAIL, SUPPORT_MAILTO } from '../constants';
import { useOpenDownloadDialog } from '../downloadApp';
import { CarIcon, ClockIcon, FingerprintIcon, HeadsetIcon, LicenceIcon, NairaIcon, PermitIcon, ShieldIcon, TrendIcon, WalletIcon } from '../../../ui/Icon';

const reasons = [
  {
    icon: <NairaIcon />,
    title: 'Keep more of every fare',
    body: 'Our commission is shown on every trip in naira. No hidden deductions, no “settlement” at the end of the day.',
  },
  {
    icon: <ClockIcon />,
    title: 'Your hours, your areas',
    body: 'Catch the morning rush on Third Mainland Bridge or stay close to home in Ikorodu. Go online and offline whenever you like.',
  },
  {
    icon: <WalletIcon />,
    title: 'Get paid fast',
    body: 'Earnings go into your Kero wallet after each trip, and you can withdraw them to any Nigerian bank account.',
  },
  {
    icon: <ShieldIcon />,
    title: 'Riders you can trust',
    body: 'Riders verify their phone numbers and pay in the app. An in-app safety button reaches our team at any hour.',
  },
  {
    icon: <HeadsetIcon />,
    title: 'Support that picks up',
    body: 'A Lagos-based driver team answers questions about trips, payments and documents in plain language.',
  },
  {
    icon: <TrendIcon />,
    title: 'Room to grow',
    body: 'Good ratings unlock busier hours and weekly bonuses. Many of our drivers started part-time and now drive full-time.',
  },
];

const requirements = [
  {
    icon: <LicenceIcon />,
    title: 'A valid driver’s licence',
    body: 'A Nigerian driver’s licence issued by the FRSC, not expired, with your name matching your other documents.',
  },
  {
    icon: <PermitIcon />,
    title: 'A Lagos hackney permit',
    body: 'The hackney permit for commercial passenger vehicles in Lagos State. A LASDRI driver’s card helps too, if you have one.',
  },
  {
    icon: <CarIcon />,
    title: 'A roadworthy vehicle',
    body: 'A car, bus, keke or motorbike registered for commercial use where you work, insured, with a current roadworthiness certificate. Cars need working air-conditioning.',
  },
  {
    icon: <FingerprintIcon />,
    title: 'KYC with your BVN or NIN',
    body: 'We confirm who you are with your BVN or NIN and a clear selfie, so riders know the person behind the wheel is really you.',
  },
];

/** Mirrors the console's driver onboarding stages (docs/product.md §4): email unverified → verified → KYC on review → approved. */
const steps = [
  {
    title: 'Sign up in the driver app',
    body: 'Download Kero Driver and enter your name, phone number and e-mail address. It takes about five minutes.',
    tag: 'Email unverified',
  },
  {
    title: 'Verify your e-mail',
    body: 'Tap the link we send you. Then add your vehicle: plate number, model and year.',
    tag: 'Email verified',
  },
  {
    title: 'Submit your KYC',
    body: 'Upload photos of your driver’s licence and hackney permit, add your BVN or NIN and take a selfie. Your documents go to our team for review.',
    tag: 'KYC submitted · On review',
  },
  {
    title: 'Get approved and go online',
    body: 'Once our Lagos team has checked your documents, you get a notification and can accept your first trip straight away.',
    tag: 'KYC approved',
  },
];

/** `/become-a-driver`: driver recruitment. */
export default function BecomeDriverPage() {
  const openDownload = useOpenDownloadDialog();
  return (
    <>
      <PageMeta
        title="Become a driver"
        description="Drive with Kero in Lagos: choose your hours, see every fare in naira and get paid fast. What you need (licence, hackney permit, vehicle, BVN or NIN) and how approval works."
      />
      <Hero
        eyebrow="Become a rider or driver"
        title="Drive with Kero. Earn on your own schedule."
        lead="Turn your car, keke or bike into steady income on Lagos roads. Sign up in minutes, get verified, and start taking trips from Ikeja, Yaba, Lekki, Ajah or wherever you like to work."
        actions={
          <>
            <PublicAction size="lg" aria-haspopup="dialog" onClick={openDownload}>
              Download the driver app
            </PublicAction>
            <PublicAction size="lg" variant="secondary" href="#requirements" icon={<ArrowIcon />}>
              See what you need
            </PublicAction>
          </>
        }
        media={
          <DriverEarningsImage priority />
        }
      />

      <Section
        eyebrow="Why drive with Kero"
        title="A better day’s work on Lagos roads"
        intro="You already know the city: the shortcuts around Ojuelegba, the best time to cross Carter Bridge, where to wait in Lekki Phase 1. Kero brings the riders to you and pays you fairly for that knowledge."
      >
        <FeatureGrid items={reasons} columns={3} />
      </Section>

      <Section
        id="requirements"
        tone="muted"
        eyebrow="Requirements"
        title="What you need to sign up"
        intro="Have these ready before you start and approval goes much faster. Everything is uploaded from your phone; there is no office to visit."
      >
        <FeatureGrid items={requirements} columns={4} />
      </Section>

      <Section
        id="steps"
        eyebrow="From sign-up to approval"
        title="Four steps to your first trip"
        intro="You can follow your progress in the app at every step. Each label below is the status you will see on your account."
      >
        <StepList steps={steps} label="Steps from sign-up to approval" />
      </Section>

      <CallToAction
        title="Ready to Drive?"
        body={
          <>
            Download the Kero Driver app, sign up in five minutes and we will guide you through the rest. Questions first? Write to us at{' '}
            <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>
            .
          </>
        }
        actions={
          <>
            <PublicAction size="lg" variant="inverse" aria-haspopup="dialog" onClick={openDownload}>
              Download the driver app
            </PublicAction>
            <PublicAction size="lg" variant="inverseOutline" href={SITE_PATHS.about}>
              Learn about Kero
            </PublicAction>
          </>
        }
      />
    </>
  );
}
