import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { CalendarClock } from 'lucide-react';
import {
  CONSULTATION_NOTE,
  ConsultationRequestSchema,
  todayIsoDate,
  type ConsultationRequest,
  type ConsultationRequestInput,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors, failureDescription, submitRequest } from '../api/submit';
import { Field, Honeypot, invalidProps } from './form-parts';

const EMPTY: ConsultationRequestInput = {
  name: '',
  email: '',
  company: '',
  phone: '',
  preferredDate: '',
  preferredTime: '',
  message: '',
  website: '',
};
const FIELDS = Object.keys(EMPTY);

/** "Schedule a Consultation" (spec §2, §4, §5, §8). With `trigger` it opens itself; else controlled. */
export function ConsultationDialog({
  trigger,
  open,
  onOpenChange,
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [innerOpen, setInnerOpen] = useState(false);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    setInnerOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CalendarClock className="size-5 text-primary" aria-hidden="true" />
            Schedule a Consultation
          </DialogTitle>
          <DialogDescription>
            Tell us how to reach you and when suits you; a specialist will confirm a time.
          </DialogDescription>
        </DialogHeader>
        <ConsultationForm />
      </DialogContent>
    </Dialog>
  );
}

function ConsultationForm() {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const form = useForm<ConsultationRequestInput, unknown, ConsultationRequest>({
    resolver: zodResolver(ConsultationRequestSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submitRequest('consultation', values);
      toast.success('Consultation Request Submitted', {
        description: "We'll contact you soon to schedule your consultation.",
      });
      reset(EMPTY);
    } catch (err) {
      applyServerFieldErrors(err, setError, FIELDS);
      toast.error('Submission Failed', { description: failureDescription(err) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="relative">
      <fieldset disabled={isSubmitting} className="space-y-4">
        <Field id={id('name')} label="Full Name" required error={errors.name?.message}>
          <Input
            id={id('name')}
            autoComplete="name"
            required
            {...invalidProps(id('name'), errors.name?.message)}
            {...register('name')}
          />
        </Field>
        <Field id={id('email')} label="Email Address" required error={errors.email?.message}>
          <Input
            id={id('email')}
            type="email"
            autoComplete="email"
            required
            {...invalidProps(id('email'), errors.email?.message)}
            {...register('email')}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id('company')} label="Company" error={errors.company?.message}>
            <Input
              id={id('company')}
              autoComplete="organization"
              {...invalidProps(id('company'), errors.company?.message)}
              {...register('company')}
            />
          </Field>
          <Field id={id('phone')} label="Phone Number" error={errors.phone?.message}>
            <Input
              id={id('phone')}
              type="tel"
              autoComplete="tel"
              {...invalidProps(id('phone'), errors.phone?.message)}
              {...register('phone')}
            />
          </Field>
          <Field
            id={id('preferredDate')}
            label="Preferred Date"
            error={errors.preferredDate?.message}
          >
            <Input
              id={id('preferredDate')}
              type="date"
              min={todayIsoDate()}
              {...invalidProps(id('preferredDate'), errors.preferredDate?.message)}
              {...register('preferredDate')}
            />
          </Field>
          <Field
            id={id('preferredTime')}
            label="Preferred Time"
            error={errors.preferredTime?.message}
          >
            <Input
              id={id('preferredTime')}
              type="time"
              {...invalidProps(id('preferredTime'), errors.preferredTime?.message)}
              {...register('preferredTime')}
            />
          </Field>
        </div>
        <Field id={id('message')} label="Message" error={errors.message?.message}>
          <Textarea
            id={id('message')}
            rows={4}
            placeholder="What would you like to discuss?"
            {...invalidProps(id('message'), errors.message?.message)}
            {...register('message')}
          />
        </Field>
        <Honeypot registration={register('website')} />
        <p className="text-xs text-muted-foreground">{CONSULTATION_NOTE}</p>
        <Button type="submit" className="w-full">
          {isSubmitting ? 'Submitting...' : 'Schedule Consultation'}
        </Button>
      </fieldset>
    </form>
  );
}
