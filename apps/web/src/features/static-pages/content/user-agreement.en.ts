import { POLICIES_UPDATED } from './updated';
import type { PolicyDocument } from './types';

export const document: PolicyDocument = {
  updated: POLICIES_UPDATED,
  intro: [
    'This User Agreement (the "Agreement") sets the rules for using Venture Platform (the "Platform"), a service that connects startups, investors, corporations and experts. It is an agreement between the operator of the Platform ("we", "us") and each user ("you").',
  ],
  sections: [
    {
      id: 'acceptance',
      heading: '1. Acceptance',
      paragraphs: [
        'By creating an account or using the Platform you accept this Agreement, the Privacy Policy and the Cookie Usage Policy. If you act on behalf of a company, you confirm that you are authorised to bind it, and "you" also means that company.',
        'You must be at least 18 years old and able to enter into agreements under the law that applies to you.',
      ],
    },
    {
      id: 'services',
      heading: '2. What the Platform offers',
      items: [
        'Profiles of startups, investors, corporations and experts, with scoring and recommendations for startups.',
        'Applications for an investment search, a pilot search and due diligence, processed by platform managers who propose matching companies (offers).',
        'Crowdfunding rounds of startups that investors and corporations can join.',
        'A pilot showcase where corporations and investors publish pilot projects and startups apply to them.',
        'Due diligence performed by expert companies, with meetings, reports and messages.',
        'Messages with platform managers about your company and your applications.',
      ],
      after: [
        'The Platform brings parties together. It is not a broker, an investment adviser, a bank or a party to any deal between users, and it does not guarantee that an application leads to an investment, a pilot or any other result.',
      ],
    },
    {
      id: 'accounts',
      heading: '3. Your account',
      paragraphs: [
        'Give accurate and complete information and keep it up to date. Each company uses one account per role. Keep your password confidential: you are responsible for everything done through your account. Tell us at once through the Messages section if you suspect unauthorised access.',
        'The role is chosen at sign-up and determines what you can see and do. Platform managers are appointed by the operator and never ask for your password.',
      ],
    },
    {
      id: 'content',
      heading: '4. Your content and confidential materials',
      paragraphs: [
        'You keep all rights to the information and files you upload. You grant us a non-exclusive, royalty-free licence to store, process and show them to other users and managers only as far as needed to provide the services you use, for as long as they remain on the Platform.',
        "You confirm that you have the right to upload your materials and that they do not infringe the rights of others. Materials you receive from other users through the Platform, such as pitch decks, financial data and reports, are confidential: use them only to evaluate the proposed cooperation and do not disclose them to third parties without the owner's consent.",
      ],
    },
    {
      id: 'acceptable-use',
      heading: '5. Acceptable use',
      paragraphs: ['You agree not to:'],
      items: [
        'provide false information, impersonate another person or company, or create accounts for others without their authority;',
        'upload unlawful, misleading or harmful content, or files containing malware;',
        'try to access data of other users, bypass access controls or disrupt the operation of the Platform;',
        'collect data from the Platform by automated means, or use it to send unsolicited messages;',
        'use the Platform for money laundering, fraud or any other unlawful activity.',
      ],
    },
    {
      id: 'investment-risks',
      heading: '6. Investments and crowdfunding',
      paragraphs: [
        'Investing in early-stage companies carries a high risk, including the loss of the entire investment. Information about startups is provided by the startups themselves; scores and recommendations are informational and are not investment advice. Make your own assessment and seek professional advice before any decision.',
        'Joining a crowdfunding round expresses your intention to invest. The final terms of any investment are agreed directly between the parties and documented under the applicable law.',
      ],
    },
    {
      id: 'experts',
      heading: '7. Experts and due diligence',
      paragraphs: [
        'Expert companies perform due diligence independently and are responsible for their conclusions. A report reflects the professional opinion of its authors on the basis of the materials available to them. Terms, timeline and fee are set out in the application. Managers check that reports are complete but do not guarantee their conclusions.',
      ],
    },
    {
      id: 'fees',
      heading: '8. Fees',
      paragraphs: ['Where a service is paid, its price and terms are shown to you before you order it. Nothing is charged without your agreement.'],
    },
    {
      id: 'moderation',
      heading: '9. Moderation, suspension and termination',
      paragraphs: [
        'Managers review pilot cards, crowdfunding rounds and other public content before publication and may decline content that breaks this Agreement. We may suspend or block an account that breaks this Agreement or the law, and will tell you the reason unless the law forbids it.',
        'You may stop using the Platform at any time and delete your account in the settings of your cabinet. Obligations of confidentiality survive the end of this Agreement.',
      ],
    },
    {
      id: 'liability',
      heading: '10. Liability',
      paragraphs: [
        'We work to keep the Platform available and accurate, but provide it "as is", without guarantees of uninterrupted operation. To the extent permitted by law, we are not liable for indirect losses, lost profits, or decisions taken on the basis of information provided by other users. Nothing in this Agreement limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes to this Agreement',
      paragraphs: [
        'We may change this Agreement. We will publish the new version with its effective date and tell you about significant changes in your cabinet or by e-mail in advance. If you continue to use the Platform after the changes take effect, you accept them.',
      ],
    },
    {
      id: 'law',
      heading: '12. Governing law and disputes',
      paragraphs: [
        'This Agreement is governed by the law of the country where the operator of the Platform is registered. We will try to settle any dispute through negotiation first; if that fails, the dispute goes to the competent court of that country, unless the law gives you the right to another court.',
      ],
    },
    {
      id: 'contact',
      heading: '13. Contact',
      paragraphs: [
        'Questions about this Agreement can be sent through the Messages section of your cabinet or to the contact address published on the Platform.',
      ],
    },
  ],
};
