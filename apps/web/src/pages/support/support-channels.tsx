import { Mail, MessagesSquare, Phone } from 'lucide-react';
import { SUPPORT } from '@/content/site';
import { useT } from '@/lib/i18n/use-t';

/** Live Chat, Call Us and Email Support cards with their hours (spec §2 Help centre, Contact). */
export function SupportChannels() {
  const { t } = useT();
  const channels = [
    {
      title: t('support.chat'),
      value: t('support.chatValue'),
      hours: t('support.chatHours'),
      href: undefined,
      Icon: MessagesSquare,
    },
    {
      title: t('support.call'),
      value: SUPPORT.phone.value,
      hours: t('support.callHours'),
      href: SUPPORT.phone.href,
      Icon: Phone,
    },
    {
      title: t('support.email'),
      value: SUPPORT.email.value,
      hours: t('support.emailHours'),
      href: SUPPORT.email.href,
      Icon: Mail,
    },
  ];
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {channels.map(({ title, value, hours, href, Icon }) => (
        <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-card">
          <span className="flex size-11 items-center justify-center rounded-xl bg-navy-50 text-navy-800">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-5 font-semibold text-navy-900">{title}</h3>
          <p className="mt-1 text-slate-700">
            {href ? (
              <a href={href} className="break-all font-medium hover:underline">
                {value}
              </a>
            ) : (
              value
            )}
          </p>
          <p className="mt-3 text-sm text-slate-600">{hours}</p>
        </li>
      ))}
    </ul>
  );
}
