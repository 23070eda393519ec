import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { AuthLayout, AuthOutcome, AuthPending } from '@/features/auth/components/auth-layout';
import { useUnsubscribe } from '@/features/reminders/api/use-unsubscribe';
import { apiErrorDetail } from '@/lib/api-error-message';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /unsubscribe?token=…: the link at the foot of every reminder digest turns that company's reminders off. */
export function UnsubscribePage() {
  useDocumentTitle('Email reminders');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const unsubscribe = useUnsubscribe(token);

  if (token && unsubscribe.isPending) {
    return <AuthPending label="Turning reminders off" />;
  }

  if (unsubscribe.isSuccess) {
    return (
      <AuthLayout>
        <AuthOutcome
          tone="success"
          title="Reminders turned off"
          description={`You will no longer get email reminders for ${unsubscribe.data.company_name}. Other members still get theirs. You can turn yours back on from the company's compliance page.`}
        />
        <ButtonLink to="/compliance" size="lg" className="w-full">
          Go to compliance
        </ButtonLink>
      </AuthLayout>
    );
  }

  const error = unsubscribe.error;
  const description = !token
    ? 'This link is missing its token. Open the link from the reminder email again.'
    : apiErrorDetail(error, 'We could not reach Charter. Check your connection and open the link again.');
  return (
    <AuthLayout>
      <AuthOutcome tone="danger" title="This link did not work" description={description} />
      <ButtonLink to="/compliance" size="lg" className="w-full">
        Manage reminders
      </ButtonLink>
    </AuthLayout>
  );
}

export { UnsubscribePage as Component };
