import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  ALL_FIELDS_REQUIRED,
  designationLabels,
  designations,
  updateProfileBodySchema,
  type CurrentUser,
  type UpdateProfileBody,
} from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RadioCard } from '@/components/ui/radio-card';
import { toast } from '@/components/ui/toaster';
import { apiErrorDetail } from '@/lib/api-error-message';
import { useCompleteProfile } from '../api/use-complete-profile';
import { AlertText } from '@/components/ui/form-error';

/**
 * Stays over the app until the profile is complete (spec §4); it cannot be dismissed. `companyName`: a company the user
 * already belongs to (someone who joined by invitation): its name is the answer, so the question is not asked.
 */
export function OnboardingDialog({ user, suggestedCompanyName }: { user: CurrentUser; suggestedCompanyName?: string | undefined }) {
  const completeProfile = useCompleteProfile();
  const knownCompany = suggestedCompanyName?.trim() || undefined;
  const form = useForm<UpdateProfileBody>({
    resolver: zodResolver(updateProfileBodySchema),
    defaultValues: {
      name: user.name,
      company_name: knownCompany ?? user.company_name ?? '',
      designation: user.designation ?? undefined,
    },
  });
  const { errors } = form.formState;
  // The spec shows one message for any missing field.
  const missing = errors.name || errors.company_name || errors.designation ? ALL_FIELDS_REQUIRED : undefined;

  const submit = form.handleSubmit((values) =>
    completeProfile.mutate(values, {
      onSuccess: () => toast.success('Profile saved. Welcome to Charter!'),
      onError: (error) => toast.error(apiErrorDetail(error, 'Failed to update profile')),
    }),
  );

  return (
    <Dialog open>
      <DialogContent title="Tell us about you" description="A few details so Charter can tailor your workspace." dismissible={false}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field label="Your name">
            <Input autoComplete="name" {...form.register('name')} />
          </Field>
          {knownCompany ? (
            <p className="text-sm text-muted">
              Company: <span className="font-medium text-ink">{knownCompany}</span>
            </p>
          ) : (
            <Field label="Company name">
              <Input autoComplete="organization" {...form.register('company_name')} />
            </Field>
          )}
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-sm font-medium text-ink">Your role</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              {designations.map((designation) => (
                <RadioCard key={designation} value={designation} label={designationLabels[designation]} {...form.register('designation')} />
              ))}
            </div>
          </fieldset>
          <AlertText>{missing}</AlertText>
          <Button type="submit" loading={completeProfile.isPending} className="mt-2 w-full">
            Continue
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
