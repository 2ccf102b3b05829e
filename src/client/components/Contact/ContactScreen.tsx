import { useSettings } from '../../features/settings';
import { useT } from '../../i18n/hooks';
import contactMessages from '../../i18n/messages/contact.en.json';
import { PageHero } from '../PageHero/PageHero';
import { Title } from '../Plain/Plain';
import { Container } from '../Plain/PlainLayout';
import classes from './Contact.module.css';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';

/** The contact page: the shop's details and the message form. */
export function ContactScreen() {
  const { contactPageHeading, contactPageDescription, contactFormTitle } = useSettings();
  const t = useT(contactMessages);
  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={contactPageHeading} size="xl">
        {contactPageDescription}
      </PageHero>
      <Container size="xl" className={classes.layout}>
        <ContactDetails />
        <section className={classes.formCard} aria-labelledby="contact-form-title">
          <Title order={2} id="contact-form-title" className={classes.formTitle}>
            {contactFormTitle}
          </Title>
          <ContactForm />
        </section>
      </Container>
    </>
  );
}
