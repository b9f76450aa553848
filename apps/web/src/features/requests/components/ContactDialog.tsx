import { MessageSquare } from 'lucide-react';
import { ContactForm } from './ContactForm';
import { RequestDialog, type DialogOpenProps } from './RequestDialog';
import { useT } from '@/lib/i18n/use-t';

/** The support inquiry form in a dialog (/about, /offices). With `trigger` it opens itself; else controlled. */
export function ContactDialog(props: DialogOpenProps) {
  const { t } = useT();
  return (
    <RequestDialog
      {...props}
      icon={MessageSquare}
      title={t('talk.contact')}
      description={t('request.contactDescription')}
      className="sm:max-w-xl"
    >
      <ContactForm inDialog />
    </RequestDialog>
  );
}
