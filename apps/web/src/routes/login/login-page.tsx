import { ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LOGIN_CODE_RESEND_COOLDOWN_SECONDS, LOGIN_CODE_TTL_MINUTES, safeNextPath } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { prepareToasts, toast } from '@/components/ui/toaster';
import { authMessages, googleErrorMessage } from '@/features/auth/auth-messages';
import { AuthHeading, AuthLayout, FormAlert } from '@/features/auth/components/auth-layout';
import { CheckYourEmail } from '@/features/auth/components/check-your-email';
import { CodeStep } from '@/features/auth/components/code-step';
import { EmailStep } from '@/features/auth/components/email-step';
import { GoogleButton, OrDivider } from '@/features/auth/components/google-button';
import { SignupForm } from '@/features/auth/components/signup-form';
import { dropEmailFromUrl, goToAuthPath, useAuthUrl } from '@/features/auth/hooks/use-auth-url';
import { useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';
import { useCountdown } from '@/features/auth/hooks/use-countdown';
import { clearLoginProgress, initialLogin, readLoginProgress, saveLoginProgress } from '@/features/auth/lib/login-progress';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';
import { useDocumentTitle } from '@/lib/use-document-title';

// The dialog (and the modal machinery under it: focus trap, scroll lock) is needed only once a code is sent: it loads
// as the founder asks for the code, alongside that request, not with the form (issue 14: what sign-in downloads).
const loadEmailSentDialog = () => import('@/features/auth/components/email-sent-dialog');
const EmailSentDialog = lazy(() => loadEmailSentDialog().then((module) => ({ default: module.EmailSentDialog })));

type AuthTab = 'login' | 'signup';
type LoginStep = 'email' | 'code';

/** Spec §4: the hint to send a login code follows the account-created message after 0.5 s. */
const SIGNUP_HINT_DELAY_MS = 500;

/**
 * /login and /signup: one screen, two tabs, the tab following the URL. It is a small app of its own (src/main.tsx,
 * app/sign-in-app.tsx), so switching tabs keeps the login progress and keyboard focus instead of remounting.
 */
export function AuthPage() {
  const { pathname, searchParams } = useAuthUrl();
  const tab: AuthTab = pathname === '/signup' ? 'signup' : 'login';
  const googleError = searchParams.get('error');
  // Where the sign-in is headed (a mailed link opened signed out): the server keeps it with the code or the
  // verification link and answers it with the session. Anything but a path on this site is dropped here already.
  const next = safeNextPath(searchParams.get('next'));

  // An address handed over by the invitation page or by email verification (?email=) fills the forms.
  const [givenEmail] = useState(() => searchParams.get('email') ?? '');
  // A reload during the code step comes back to it (sessionStorage), so the code already in the inbox still works.
  const [restored] = useState(() => initialLogin(readLoginProgress(), givenEmail));
  const [loginEmail, setLoginEmail] = useState(restored.email);
  const [step, setStep] = useState<LoginStep>(restored.step);
  const [emailSentOpen, setEmailSentOpen] = useState(false);
  // Mounted from its first opening on, so it can animate closed and hand the focus on.
  const [emailSentShown, setEmailSentShown] = useState(false);
  if (emailSentOpen && !emailSentShown) setEmailSentShown(true);
  // First fields take focus on load and on each new step, but not when the user moves along the tabs.
  const [focusFields, setFocusFields] = useState(true);
  const [pendingEmail, setPendingEmail] = useState(() => readStorage(storageKeys.pendingVerificationEmail));
  // The address typed on either tab carries to the other (Log in → Sign Up and back).
  const [typedEmail, setTypedEmail] = useState(restored.email || givenEmail);
  const resendCooldown = useCountdown(restored.resendSecondsLeft);
  const completeSignIn = useCompleteSignIn();
  const hintTimer = useRef<number | undefined>(undefined);
  const codeInputRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => window.clearTimeout(hintTimer.current), []);
  useEffect(dropEmailFromUrl, []);
  useDocumentTitle(tab === 'signup' ? 'Sign up' : 'Log in');

  const showTab = (next: AuthTab) => goToAuthPath(next === 'signup' ? '/signup' : '/login');

  const switchTab = (next: string) => {
    setFocusFields(false);
    showTab(next === 'signup' ? 'signup' : 'login');
  };

  const goToLogin = (email: string) => {
    setLoginEmail(email);
    setTypedEmail(email);
    setStep('email');
    setFocusFields(true);
    showTab('login');
  };

  const handleSignedUp = (email: string, answer: { verificationRequired: boolean }) => {
    if (answer.verificationRequired) {
      writeStorage(storageKeys.pendingVerificationEmail, email);
      writeStorage(storageKeys.verificationEmailSentAt, String(Date.now()));
      setPendingEmail(email);
      return;
    }
    toast.success(authMessages.accountCreated);
    goToLogin(email);
    window.clearTimeout(hintTimer.current);
    hintTimer.current = window.setTimeout(() => toast.info(authMessages.clickSendLoginCode), SIGNUP_HINT_DELAY_MS);
  };

  const handleBackToLogin = () => {
    writeStorage(storageKeys.pendingVerificationEmail, null);
    writeStorage(storageKeys.verificationEmailSentAt, null);
    setPendingEmail(null);
    goToLogin(pendingEmail ?? '');
  };

  if (tab === 'signup' && pendingEmail) {
    return (
      <AuthLayout>
        <CheckYourEmail email={pendingEmail} onBackToLogin={handleBackToLogin} />
      </AuthLayout>
    );
  }

  const heading =
    tab === 'signup'
      ? { title: 'Create your account', description: 'Form, run and keep your companies compliant, all in one place.' }
      : step === 'code'
        ? { title: 'Check your inbox', description: undefined }
        : { title: 'Log in to Charter', description: 'We’ll email you a one-time code. No password needed.' };

  return (
    <AuthLayout
      footer={
        <p>
          <ShieldCheck className="mr-1.5 inline size-4 align-[-3px] text-accent-600" aria-hidden="true" />
          Login codes work once and expire after {LOGIN_CODE_TTL_MINUTES} minutes.
        </p>
      }
    >
      <AuthHeading title={heading.title} description={heading.description} />
      {googleError && (
        <FormAlert className="mb-6">
          <p>{googleErrorMessage(googleError)}</p>
        </FormAlert>
      )}
      {/* Every form here answers with a toast: their code loads as the form is sent, alongside the request. */}
      <Tabs value={tab} onValueChange={switchTab} onSubmitCapture={prepareToasts}>
        <TabsList aria-label="Log in or create an account" className="mb-6">
          <TabsTrigger value="login">Login</TabsTrigger>
          <TabsTrigger value="signup">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="login" className="focus-visible:outline-offset-4">
          {step === 'email' ? (
            <div onSubmitCapture={() => void loadEmailSentDialog()}>
              <EmailStep
                defaultEmail={typedEmail}
                autoFocus={focusFields}
                next={next}
                onEmailChange={setTypedEmail}
                onSignUpInstead={(email) => {
                  setTypedEmail(email);
                  setFocusFields(true);
                  showTab('signup');
                }}
                onCodeSent={(email) => {
                  saveLoginProgress(email);
                  setLoginEmail(email);
                  setEmailSentOpen(true);
                  resendCooldown.start(LOGIN_CODE_RESEND_COOLDOWN_SECONDS);
                }}
              />
            </div>
          ) : (
            <CodeStep
              email={loginEmail}
              autoFocus={focusFields}
              inputRef={codeInputRef}
              next={next}
              resendSecondsLeft={resendCooldown.secondsLeft}
              onResendCooldown={resendCooldown.start}
              onCodeResent={() => saveLoginProgress(loginEmail)}
              onUseDifferentEmail={() => {
                clearLoginProgress();
                setStep('email');
                setFocusFields(true);
              }}
              onVerified={(userId, headedTo) => {
                clearLoginProgress();
                completeSignIn(userId, headedTo ?? next);
              }}
            />
          )}
        </TabsContent>
        <TabsContent value="signup" className="focus-visible:outline-offset-4">
          <SignupForm
            defaultEmail={typedEmail}
            autoFocus={focusFields}
            next={next}
            onEmailChange={setTypedEmail}
            onSignedUp={handleSignedUp}
            onLoginInstead={goToLogin}
          />
        </TabsContent>
      </Tabs>
      {!(tab === 'login' && step === 'code') && <GoogleButton divider={<OrDivider />} />}
      <p className="mt-6 text-center text-sm text-muted">
        {tab === 'login' ? 'New to Charter?' : 'Already have an account?'}{' '}
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => switchTab(tab === 'login' ? 'signup' : 'login')}>
          {tab === 'login' ? 'Sign Up' : 'Log in'}
        </Button>
      </p>
      {emailSentShown && (
        <Suspense fallback={null}>
          <EmailSentDialog
            open={emailSentOpen}
            email={loginEmail}
            onContinue={() => {
              setEmailSentOpen(false);
              setStep('code');
              setFocusFields(true);
            }}
            onClosed={() => codeInputRef.current?.focus()}
          />
        </Suspense>
      )}
    </AuthLayout>
  );
}
