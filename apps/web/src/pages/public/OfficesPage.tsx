import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/layout/page-hero';
import { Section } from '@/components/layout/section';
import { OfficeCard } from '@/pages/office-card';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { OFFICES } from '@/content/site';
import { TalkToUs } from '@/features/requests/components/TalkToUs';

export default function OfficesPage() {
  return (
    <>
      <Seo path={paths.offices.path} />
      <PageHero
        eyebrow="Offices"
        title="Our offices across Africa"
        intro="Meet our teams in Nairobi, Dar es Salaam and Accra. Each office serves clients in person, by phone and by email, Monday to Friday."
        actions={
          <Button asChild size="lg">
            <Link to={paths.support.contact.getHref()}>Contact Support</Link>
          </Button>
        }
      />
      <Section
        id="locations"
        title="Visit or call us"
        intro="Office hours are Mon-Fri 8:00 AM-6:00 PM local time: EAT in Kenya and Tanzania, GMT in Ghana."
      >
        <ul className="grid gap-5 md:grid-cols-3">
          {OFFICES.map((o) => (
            <li key={o.id}>
              <OfficeCard office={o} />
            </li>
          ))}
        </ul>
      </Section>
      <TalkToUs />
    </>
  );
}
