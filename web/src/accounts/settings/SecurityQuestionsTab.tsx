import { MESSAGES, SECURITY_QUESTIONS, SECURITY_QUESTIONS_REQUIRED, parseSecurityQuestions, type Profile, type SecurityQuestionAnswer } from '@solar/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { identityApi, useSecurityQuestionOptions } from '../../api';
import { SelectField, SubmitButton, TextField } from '../../shared/components/FormField';
import { reportFailure, serverFieldMessage } from '../../shared/formErrors';
import { showSuccess } from '../../shared/toast';
import { ACCOUNT_TEXT } from '../text';

interface QuestionsValues {
  questions: SecurityQuestionAnswer[];
}

const SLOTS = Array.from({ length: SECURITY_QUESTIONS_REQUIRED }, (_, i) => i);

/** Three different questions from the server's list, each with an answer; answers are never shown back. */
export function SecurityQuestionsTab({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const groupErrorId = useId();
  // The server's list; the same list from contracts stands in until it arrives.
  const { data: offered = SECURITY_QUESTIONS } = useSecurityQuestionOptions();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<QuestionsValues>({
    defaultValues: { questions: SLOTS.map((i) => ({ question: profile.security_questions[i]?.question ?? '', answer: '' })) },
  });
  const chosen = watch('questions').map((pair) => pair.question);

  const submit = handleSubmit(async ({ questions }) => {
    clearErrors('root');
    const answers = questions.map((pair) => ({ question: pair.question, answer: pair.answer.trim() }));
    // The rule the server runs on the same JSON string.
    const parsed = parseSecurityQuestions({ security_questions: JSON.stringify(answers) });
    const problem = parsed.errors.security_questions?.[0];
    if (problem) {
      setError('root', { type: 'validate', message: problem });
      return;
    }
    try {
      const { message } = await identityApi.saveSecurityQuestions(parsed.answers);
      reset({ questions: parsed.answers.map((pair) => ({ question: pair.question, answer: '' })) });
      showSuccess(message ?? MESSAGES.identity.securityQuestionsSaved);
      onSaved();
    } catch (error) {
      const serverProblem = serverFieldMessage(error, 'security_questions');
      if (serverProblem) setError('root', { type: 'server', message: serverProblem });
      reportFailure(error);
    }
  });

  const f = ACCOUNT_TEXT.fields;
  const groupError = errors.root?.message;
  return (
    <form noValidate onSubmit={submit} className="settings-form">
      {profile.security_questions.length === SECURITY_QUESTIONS_REQUIRED && <p className="text-secondary">{ACCOUNT_TEXT.notes.questionsAnswered}</p>}
      <fieldset aria-describedby={groupError ? groupErrorId : undefined} aria-invalid={groupError ? true : undefined}>
        {SLOTS.map((i) => (
          <div key={i} className="row g-0 gx-sm-3 security-question">
            <div className="col-sm-7">
              <SelectField
                label={f.question(i + 1)}
                placeholder={ACCOUNT_TEXT.actions.chooseQuestion}
                registration={register(`questions.${i}.question`)}
                // A question already chosen in another slot is not offered again.
                options={offered.filter((q) => q.question === chosen[i] || !chosen.includes(q.question)).map((q) => ({ value: q.question, label: q.question }))}
              />
            </div>
            <div className="col-sm-5">
              <TextField label={f.answer(i + 1)} autoComplete="off" registration={register(`questions.${i}.answer`)} />
            </div>
          </div>
        ))}
      </fieldset>
      {groupError && (
        <div id={groupErrorId} className="invalid-feedback d-block mb-3">
          {groupError}
        </div>
      )}
      <SubmitButton busy={isSubmitting} className="btn btn-amber">
        {ACCOUNT_TEXT.actions.saveQuestions}
      </SubmitButton>
    </form>
  );
}
