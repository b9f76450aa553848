import { Globe, GraduationCap, Laptop, Wallet } from 'lucide-react';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { OpenPositions } from '@/features/careers/components/OpenPositions';

/** Spec §2 Careers: four benefit cards. */
const BENEFITS = [
  {
    title: 'Competitive Package',
    text: 'Market-leading salaries, performance bonuses and comprehensive health cover.',
    Icon: Wallet,
  },
  {
    title: 'Pan-African Impact',
    text: 'Build the financial rails that connect businesses and families across the continent.',
    Icon: Globe,
  },
  {
    title: 'Learning & Growth',
    text: 'Mentorship, certifications and a learning budget for every team member.',
    Icon: GraduationCap,
  },
  {
    title: 'Flexible Work',
    text: 'Hybrid working from Nairobi, Dar es Salaam and Accra, with flexible hours.',
    Icon: Laptop,
  },
];

export default function CareersPage() {
  return (
    <>
      <Seo path={paths.careers.path} />
      <PageHero
        eyebrow="Careers"
        title="Build the future of pan-African finance"
        intro="Join a team of traders, engineers and compliance specialists moving money across Africa, from our offices in Nairobi, Dar es Salaam and Accra."
      />
      <Section id="benefits" eyebrow="Why join us" title="Benefits of working with us">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-card">
              <Icon className="size-6 text-emerald-700" aria-hidden="true" />
              <h3 className="mt-4 font-semibold text-navy-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <OpenPositions />
    </>
  );
}
