import { MessageSquare } from 'lucide-react';
import { ContactForm } from './ContactForm';
import { RequestDialog, type DialogOpenProps } from './RequestDialog';

/** The support inquiry form in a dialog (/about, /offices). With `trigger` it opens itself; else controlled. */
export function ContactDialog(props: DialogOpenProps) {
  return (
    <RequestDialog
      {...props}
      icon={MessageSquare}
      title="Contact Us"
      description="Send our team a message and we'll get back to you within 24 hours."
      className="sm:max-w-xl"
    >
      <ContactForm inDialog />
    </RequestDialog>
  );
}
