import { POLICIES_UPDATED } from './updated';
import type { PolicyDocument } from './types';

export const document: PolicyDocument = {
  updated: POLICIES_UPDATED,
  intro: [
    'This Privacy Policy explains how the operator of Venture Platform (the "Platform", "we", "us") collects, uses, shares and protects the personal data of the people who use the Platform: founders and team members of startups, representatives of investors and corporations, experts, and visitors of the website.',
    'Please read it together with the User Agreement and the Cookie Usage Policy. By creating an account or using the Platform you confirm that you have read this Policy.',
  ],
  sections: [
    {
      id: 'scope',
      heading: '1. Scope',
      paragraphs: [
        'This Policy applies to the Platform website, the personal cabinet, the e-mails we send and the support we provide. It does not apply to websites or services of other companies, even if the Platform links to them or a user mentions them in a profile.',
        'If you use the Platform on behalf of a company, the company is responsible for the data of its team members that it enters, and confirms that it may share that data with us.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: '2. Data we collect',
      items: [
        'Account data: e-mail address, password (stored only as a one-way hash), role (startup, investor, corporate or expert), interface language, consent to this Policy and the User Agreement.',
        'Profile data: company name, description, website, phone, logo, country, regions, industries, investment round and preferences, names, positions and photos of experts and team members.',
        'Materials you upload: pitch decks, presentations, unit economy and financial models, task descriptions, signed agreements, due diligence reports and other files.',
        'Activity data: applications and their statuses, offers and interest answers, crowdfunding participation, pilot cards and applications to them, meetings, messages with managers, scores and recommendations.',
        'Technical data: IP address, browser and device type, date and time of requests, error logs, and the data kept in cookies and browser storage as described in the Cookie Usage Policy.',
      ],
      after: [
        'We do not ask for special categories of personal data (such as health or political views). Please do not include them in profiles, files or messages.',
      ],
    },
    {
      id: 'purposes',
      heading: '3. Why we use your data',
      items: [
        'To create and maintain your account, let you sign in and keep your session secure.',
        'To provide the services you order: searching for investors, corporate partners, startups and pilots, due diligence, crowdfunding rounds and expert work.',
        'To match participants, calculate scores and prepare recommendations. Scores are advisory: every match and every decision on an application is reviewed by a platform manager.',
        'To send you service messages: confirmation codes, sign-in links, status changes of your applications and replies to your messages.',
        'To protect the Platform and its users: preventing fraud, abuse and unauthorised access, and investigating incidents.',
        'To improve the Platform using aggregated statistics that do not identify you.',
        'To meet legal obligations, such as accounting and answering lawful requests of public authorities.',
      ],
      after: [
        'We process data because it is needed to perform our agreement with you, because we have a legitimate interest in running a safe and useful service, because the law requires it, or, where needed, because you have given your consent. We do not sell personal data and we do not use it for third-party advertising.',
      ],
    },
    {
      id: 'sharing',
      heading: '4. Who can see your data',
      items: [
        'Other users, within the services you take part in: for example, an investor sees the profile of a startup offered to it, a startup sees the profile of an interested investor, and a client sees the report of the expert who worked on its due diligence.',
        'Platform managers, who moderate content, process applications, schedule meetings and answer messages. Their actions are recorded in an audit log.',
        'Service providers that host the Platform, store files and deliver e-mail on our behalf. They act on our instructions under data processing agreements and may not use the data for their own purposes.',
        'Public authorities and courts, when the law obliges us to disclose data, and professional advisers when needed to protect our rights.',
      ],
      after: [
        'Documents you upload to an application, a crowdfunding round or a pilot are shown only to the participants of that application, round or pilot and to the managers.',
      ],
    },
    {
      id: 'retention',
      heading: '5. How long we keep data',
      paragraphs: [
        'We keep your data while your account is active. When you delete your account, we erase or anonymise your personal data within 30 days. Records that others rely on, such as past applications and reports, stay available to their participants under the name "Deleted company", without your personal details.',
        'Data that we must keep by law, such as accounting records, is kept for the period the law sets. Backups are overwritten on a rolling basis within 90 days.',
      ],
    },
    {
      id: 'security',
      heading: '6. How we protect data',
      paragraphs: [
        'All traffic to the Platform is encrypted. Passwords are stored only as strong one-way hashes. Access to every record is checked against the role and the company of the person asking, managers see only what their work requires, and their actions are logged. Our staff and providers are bound by confidentiality.',
        'No system is completely secure. If we learn of a breach that puts your data at risk, we will inform you and the competent authority as the law requires.',
      ],
    },
    {
      id: 'rights',
      heading: '7. Your rights',
      items: [
        'Access the data we hold about you and receive a copy of it.',
        'Correct inaccurate data: most of it can be edited directly in your profile and settings.',
        'Delete your account and personal data: use "Delete account" in the settings of your cabinet.',
        'Object to or ask us to restrict certain processing, and withdraw a consent you gave, without affecting processing that took place before.',
        'Receive the data you provided in a structured, machine-readable format.',
        'Lodge a complaint with the data protection authority of your country.',
      ],
      after: [
        'To exercise these rights, write to us through the Messages section of your cabinet or to the contact address published on the Platform. We may ask you to confirm your identity and will answer within 30 days.',
      ],
    },
    {
      id: 'transfers',
      heading: '8. International transfers',
      paragraphs: [
        'Some of our service providers may process data in other countries. In that case we make sure that the data receives an adequate level of protection, for example through contractual safeguards required by the applicable law.',
      ],
    },
    {
      id: 'children',
      heading: '9. Age limit',
      paragraphs: [
        'The Platform is intended for professionals acting for companies and is not directed at persons under 18. We do not knowingly collect data of minors; if we learn that we did, we will delete it.',
      ],
    },
    {
      id: 'changes',
      heading: '10. Changes to this Policy',
      paragraphs: [
        'We may update this Policy when our services or the law change. The date at the top shows when the current version took effect. We will tell you about significant changes in your cabinet or by e-mail before they apply.',
      ],
    },
    {
      id: 'contact',
      heading: '11. Contact',
      paragraphs: [
        'Questions about this Policy and about your data can be sent through the Messages section of your cabinet or to the contact address published on the Platform.',
      ],
    },
  ],
};
