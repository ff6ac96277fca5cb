/**
 * The demo data seeded into an empty database: plants, employees, one menu item per
 * top-level application of spec §2.2 (the shell routes /login, /dev and /itticket excepted) plus
 * Administration and the other applications without a top-level route, sub-applications, groups,
 * grants and notifications.
 * Menu titles and icons come from the route table's APPS (src/lib/routes/apps.ts); the ones here are
 * the fallback for an application missing there.
 */

/** The four plants of spec §3. */
export const PLANTS = [
  { plantId: 'MfgSys', plantName: 'Sheldon' },
  { plantId: 'SPIRITLA', plantName: 'Spirit Lake' },
  { plantId: 'BGOHIO', plantName: 'Bowling Green' },
  { plantId: 'REBUILD', plantName: 'Metal Finishing' },
] as const;

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo';

/** A seeded employee. */
export interface SeedEmployee {
  empId: number;
  firstName: string;
  lastName: string;
  plantId: string | null;
  companyEmail: string;
  hasPhoto: boolean;
}

/** The demo accounts of the README, then a dozen more across the plants (prefix SH/SL/BG/MF + initial + last name). */
export const EMPLOYEES: SeedEmployee[] = [
  { empId: 1001, firstName: 'Jordan', lastName: 'Carter', plantId: 'MfgSys', companyEmail: 'shjcarter@example.com', hasPhoto: true },
  { empId: 2001, firstName: 'Maria', lastName: 'Nguyen', plantId: 'SPIRITLA', companyEmail: 'slmnguyen@example.com', hasPhoto: false },
  { empId: 3001, firstName: 'Tom', lastName: 'Wilson', plantId: 'BGOHIO', companyEmail: 'bgtwilson@example.com', hasPhoto: true },
  { empId: 4001, firstName: 'Riya', lastName: 'Patel', plantId: null, companyEmail: 'mfrpatel@example.com', hasPhoto: false },
  { empId: 1002, firstName: 'Sam', lastName: 'Lee', plantId: 'MfgSys', companyEmail: 'shnoaccess@example.com', hasPhoto: false },
  { empId: 1003, firstName: 'Dana', lastName: 'Kowalski', plantId: 'MfgSys', companyEmail: 'shdkowalski@example.com', hasPhoto: true },
  { empId: 1004, firstName: 'Luis', lastName: 'Ramirez', plantId: 'MfgSys', companyEmail: 'shlramirez@example.com', hasPhoto: false },
  { empId: 1005, firstName: 'Heather', lastName: 'Brooks', plantId: 'MfgSys', companyEmail: 'shhbrooks@example.com', hasPhoto: true },
  { empId: 2002, firstName: 'Eric', lastName: 'Johnson', plantId: 'SPIRITLA', companyEmail: 'slejohnson@example.com', hasPhoto: true },
  { empId: 2003, firstName: 'Ana', lastName: 'Torres', plantId: 'SPIRITLA', companyEmail: 'slatorres@example.com', hasPhoto: false },
  { empId: 2004, firstName: 'Kyle', lastName: 'Olson', plantId: 'SPIRITLA', companyEmail: 'slkolson@example.com', hasPhoto: false },
  { empId: 3002, firstName: 'Megan', lastName: 'Fischer', plantId: 'BGOHIO', companyEmail: 'bgmfischer@example.com', hasPhoto: true },
  { empId: 3003, firstName: 'Darnell', lastName: 'Hayes', plantId: 'BGOHIO', companyEmail: 'bgdhayes@example.com', hasPhoto: false },
  { empId: 3004, firstName: 'Priya', lastName: 'Shah', plantId: 'BGOHIO', companyEmail: 'bgpshah@example.com', hasPhoto: false },
  { empId: 4002, firstName: 'Carlos', lastName: 'Mendez', plantId: 'REBUILD', companyEmail: 'mfcmendez@example.com', hasPhoto: true },
  { empId: 4003, firstName: 'Grace', lastName: 'Kim', plantId: 'REBUILD', companyEmail: 'mfgkim@example.com', hasPhoto: false },
  { empId: 4004, firstName: 'Ben', lastName: 'Hoffman', plantId: 'REBUILD', companyEmail: 'mfbhoffman@example.com', hasPhoto: false },
];

/** [link, fallback title, fallback icon] of every menu item, in menu id order (1..N). */
export const MENU_ITEMS: readonly (readonly [link: string, title: string, icon: string])[] = [
  ['/absencecalendar', 'Absence Calendar', 'mdi-calendar-account'],
  ['/AbsentForm', 'Absent Form', 'mdi-account-cancel'],
  ['/apinvoiceCorrections', 'AP Invoice Corrections', 'mdi-file-document-edit'],
  ['/applicantsms', 'Applicant SMS', 'mdi-message-text'],
  ['/araging', 'AR Aging', 'mdi-cash-clock'],
  ['/Attendance', 'Attendance', 'mdi-account-clock'],
  ['/Bin', 'Bins', 'mdi-archive'],
  ['/BOL', 'Bill of Lading', 'mdi-truck-delivery'],
  ['/CorrectiveActions', 'Corrective Actions', 'mdi-clipboard-check'],
  ['/Cron', 'Scheduled Jobs', 'mdi-timer-cog'],
  ['/currentlyClockedIn', 'Currently Clocked In', 'mdi-clock-check'],
  ['/customerforecast', 'Customer Forecast', 'mdi-chart-line'],
  ['/cyclecount', 'Cycle Count', 'mdi-counter'],
  ['/CycleTimes', 'Cycle Times', 'mdi-timer'],
  ['/daybyhour', 'Day by Hour', 'mdi-chart-timeline-variant'],
  ['/DMR', 'DMR', 'mdi-alert-octagon'],
  ['/Downtime', 'Downtime', 'mdi-pause-octagon'],
  ['/ECR', 'Engineering Change Requests', 'mdi-file-replace'],
  ['/Emergency', 'Emergency', 'mdi-alarm-light'],
  ['/emplist', 'Employee List', 'mdi-account-group'],
  ['/Employee', 'Employee', 'mdi-account'],
  ['/FinanceParams', 'Finance Parameters', 'mdi-finance'],
  ['/firstlastokay', 'First/Last Okay', 'mdi-check-decagram'],
  ['/FixtureLookup', 'Fixture Lookup', 'mdi-magnify'],
  ['/flip', 'Flip', 'mdi-swap-horizontal'],
  ['/FlipManagement', 'Flip Management', 'mdi-swap-horizontal-bold'],
  ['/ForecastCutOff', 'Forecast Cut-Off', 'mdi-calendar-remove'],
  ['/gages', 'Gages', 'mdi-gauge'],
  ['/gaugeRequests', 'Gauge Requests', 'mdi-gauge-low'],
  ['/genericpayrollupload', 'Payroll Upload', 'mdi-upload'],
  ['/Glossary', 'Glossary', 'mdi-book-alphabet'],
  ['/Goals', 'Goals', 'mdi-flag-checkered'],
  ['/hoistchecklist', 'Hoist Checklist', 'mdi-crane'],
  ['/hrapplications', 'HR Applications', 'mdi-badge-account'],
  ['/InfoBoard', 'Info Board', 'mdi-bulletin-board'],
  ['/InspectionManagement', 'Inspection Management', 'mdi-clipboard-list'],
  ['/Inspections', 'Inspections', 'mdi-magnify-scan'],
  ['/InternalCA', 'Internal Corrective Actions', 'mdi-clipboard-alert'],
  ['/interpretivemgt', 'Interpretive Management', 'mdi-chart-bell-curve'],
  ['/Interviews', 'Interviews', 'mdi-account-tie-voice'],
  ['/InventoryMove', 'Inventory Move', 'mdi-dolly'],
  ['/issueMaterial', 'Issue Material', 'mdi-package-variant'],
  ['/itbudget', 'IT Budget', 'mdi-cash-multiple'],
  ['/itpurchase', 'IT Purchase', 'mdi-laptop'],
  ['/jobfulfillment', 'Job Fulfillment', 'mdi-clipboard-check-multiple'],
  ['/jobresearch', 'Job Research', 'mdi-file-search'],
  ['/jobsupport', 'Job Support', 'mdi-lifebuoy'],
  ['/kitdash', 'Kit Dashboard', 'mdi-toolbox'],
  ['/Labels', 'Labels', 'mdi-label'],
  ['/LaborMod', 'Labor', 'mdi-account-hard-hat'],
  ['/liftchecklist', 'Lift Checklist', 'mdi-forklift'],
  ['/Live', 'Live', 'mdi-broadcast'],
  ['/Logistics', 'Logistics', 'mdi-truck'],
  ['/Maintenance', 'Maintenance', 'mdi-wrench'],
  ['/MaintManagement', 'Maintenance Management', 'mdi-wrench-cog'],
  ['/MaterialDeviations', 'Material Deviations', 'mdi-call-split'],
  ['/MaterialQueue', 'Material Queue', 'mdi-tray-full'],
  ['/mfLabels', 'Metal Finishing Labels', 'mdi-label-multiple'],
  ['/mfreport', 'Metal Finishing Report', 'mdi-file-chart'],
  ['/mro', 'MRO', 'mdi-tools'],
  ['/msds', 'Safety Data Sheets', 'mdi-flask'],
  ['/mtlnonconf', 'Material Non-Conformance', 'mdi-alert-circle'],
  ['/MultiSource', 'Multi-Source', 'mdi-source-branch'],
  ['/Nitro', 'Nitrogen Charge', 'mdi-gas-cylinder'],
  ['/NonConformance', 'Non-Conformance', 'mdi-alert'],
  ['/NonConfUpdate', 'Non-Conformance Update', 'mdi-alert-plus'],
  ['/ObsolescenceRisk', 'Obsolescence Risk', 'mdi-archive-alert'],
  ['/overissuedmtl', 'Over-Issued Material', 'mdi-package-variant-plus'],
  ['/Paging', 'Paging', 'mdi-bullhorn'],
  ['/paintinventory', 'Paint Inventory', 'mdi-format-paint'],
  ['/PaintPerformance', 'Paint Performance', 'mdi-spray'],
  ['/paq', 'Paint Queue', 'mdi-format-list-numbered'],
  ['/PartsRoomWorkQueue', 'Parts Room Work Queue', 'mdi-tray-full'],
  ['/PassDowns', 'Pass-Downs', 'mdi-note-text'],
  ['/phonedir', 'Phone Directory', 'mdi-phone'],
  ['/PIR', 'Part Inspection Reports', 'mdi-file-document'],
  ['/Playground', 'Playground', 'mdi-test-tube'],
  ['/Points', 'Attendance Points', 'mdi-numeric'],
  ['/polcacards', 'POLCA Cards', 'mdi-card-multiple'],
  ['/popricing', 'PO Pricing', 'mdi-tag'],
  ['/poreceipt', 'PO Receipt', 'mdi-receipt'],
  ['/Portal', 'Portal', 'mdi-web'],
  ['/PPAP', 'PPAP', 'mdi-file-certificate'],
  ['/priceCalc', 'Price Calculation', 'mdi-calculator'],
  ['/printjobattachments', 'Print Job Attachments', 'mdi-printer'],
  ['/Process', 'Process', 'mdi-cog'],
  ['/ProcessDeviations', 'Process Deviations', 'mdi-source-fork'],
  ['/prodcommit', 'Production Commitments', 'mdi-handshake'],
  ['/ProdMove', 'Production Move', 'mdi-forklift'],
  ['/Project', 'Projects', 'mdi-briefcase'],
  ['/ptoimport', 'PTO Import', 'mdi-beach'],
  ['/purchaseAdvisor', 'Purchase Advisor', 'mdi-lightbulb'],
  ['/PurchaseRequests', 'Purchase Requests', 'mdi-cart'],
  ['/PurchasingExceptions', 'Purchasing Exceptions', 'mdi-cart-remove'],
  ['/QAAlert', 'QA Alerts', 'mdi-alert-decagram'],
  ['/QtyAdj', 'Quantity Adjustment', 'mdi-plus-minus'],
  ['/reconcilepayrollhours', 'Reconcile Payroll Hours', 'mdi-scale-balance'],
  ['/Request', 'Requests', 'mdi-clipboard-text'],
  ['/safety', 'Safety', 'mdi-shield-check'],
  ['/Sensor', 'Sensors', 'mdi-access-point'],
  ['/ShipmentTracking', 'Shipment Tracking', 'mdi-map-marker-path'],
  ['/shippingdash', 'Shipping Dashboard', 'mdi-truck-fast'],
  ['/shortendlocations', 'Short End Locations', 'mdi-map-marker'],
  ['/shortendscheck', 'Short Ends Check', 'mdi-ruler'],
  ['/skillsempassessment', 'Skills Employee Assessment', 'mdi-account-star'],
  ['/skillsselfassessment', 'Skills Self Assessment', 'mdi-star-check'],
  ['/snToggle', 'Serial Number Toggle', 'mdi-toggle-switch'],
  ['/sourcingdash', 'Sourcing Dashboard', 'mdi-view-dashboard'],
  ['/StaffingBoard', 'Staffing Board', 'mdi-account-multiple'],
  ['/startupblog', 'Start-Up Blog', 'mdi-post'],
  ['/StopAudit', 'Stop Audit', 'mdi-hand-back-left'],
  ['/SuggestionBox', 'Suggestion Box', 'mdi-inbox'],
  ['/Suggestions', 'Suggestions', 'mdi-lightbulb-on'],
  ['/TextAlert', 'Text Alerts', 'mdi-message-alert'],
  ['/UOM', 'Units of Measure', 'mdi-scale'],
  ['/vendorleadtime', 'Vendor Lead Time', 'mdi-truck-delivery-outline'],
  ['/VendorLog', 'Vendor Log', 'mdi-notebook'],
  ['/weldleakrepair', 'Weld Leak Repair', 'mdi-fire'],
  ['/workqueue', 'Work Queue', 'mdi-format-list-checks'],
  // Applications with no top-level route (spec §2.3): granted like any other, opened at their first page.
  ['/CIRequests/Index', 'Continuous Improvement Requests', 'mdi-trending-up'],
  ['/CustomerDemand/dashboard', 'Customer Demand', 'mdi-chart-areaspline'],
  ['/Dashboards/SPC', 'Dashboards', 'mdi-view-dashboard-outline'],
  ['/EngDatabase/CellCylinder', 'Engineering Database', 'mdi-database'],
  ['/Search/PartSearch', 'Search', 'mdi-magnify'],
  ['/skillsadmin/skills', 'Skills Administration', 'mdi-school'],
  ['/ventInspections/chrome', 'Vent Inspections', 'mdi-weather-windy'],
  ['/Admin/applications', 'Administration', 'mdi-shield-account'],
];

/** [subAppId, application link, title]. */
export const SUB_APPS: readonly (readonly [id: string, link: string, title: string])[] = [
  ['Apps_Security', '/Admin/applications', 'Application security administration'],
  ['Apps_Notify', '/Admin/applications', 'Send notifications to other employees'],
  ['PurchaseRequests_Admin', '/PurchaseRequests', 'Purchase requests administration'],
  ['PurchaseRequests_Approver', '/PurchaseRequests', 'Approve purchase requests'],
  ['Maintenance_Manager', '/Maintenance', 'Maintenance manager'],
  ['Maintenance_Tech', '/Maintenance', 'Maintenance technician'],
  ['IssueMaterial_OverIssue', '/issueMaterial', 'Issue material over 120%'],
  ['IssueMaterial_OverIssue150', '/issueMaterial', 'Issue material over 150%'],
  ['CorrectiveActions_Approve', '/CorrectiveActions', 'Approve corrective actions'],
  ['InternalCA_Approve', '/InternalCA', 'Approve internal corrective actions'],
  ['NonConformance_Approve', '/NonConformance', 'Approve and close non-conformances'],
  ['QAAlert_Manage', '/QAAlert', 'Issue and close quality alerts'],
  ['StopAudit_Approve', '/StopAudit', 'Release stop audits'],
  ['Deviations_Quality', '/MaterialDeviations', 'Approve deviations for quality'],
  ['Deviations_Engineering', '/MaterialDeviations', 'Approve deviations for engineering'],
  ['DMR_Accounting', '/DMR', 'DMR accounting disposition'],
  ['DMR_Purchasing', '/DMR', 'DMR purchasing disposition'],
  ['Suggestions_Review', '/SuggestionBox', 'Review suggestions'],
  ['LaborMod_Approval', '/LaborMod', 'Approve labor'],
  ['itbudget_SetBudget', '/itbudget', 'Set the IT budget'],
  ['weldleakrepair_Admin', '/weldleakrepair', 'Change closed weld leak entries'],
  ['Inspections_Manager', '/Inspections', 'Manage inspection characteristics and control limits'],
  ['MaterialQueue_Supervisor', '/MaterialQueue', 'Complete or cancel move requests others took'],
  ['IssueMaterial_ReopenJob', '/issueMaterial', 'Put a complete job back to not started'],
  ['PartSearch_Files', '/Search/PartSearch', 'Add drawings and documents to parts and jobs'],
  ['startupblog_Author', '/startupblog', 'Write start-up blog posts'],
];

/** Applications of the shop floor at Spirit Lake (group 'Spirit Lake Shop Floor'). */
const SHOP_FLOOR = ['/LaborMod', '/issueMaterial', '/InventoryMove', '/Request', '/safety', '/Labels'];

/** The materials applications beyond Issue Material and Requests: Maria and Tom hold them directly. */
const MATERIALS = ['/MaterialQueue', '/ProdMove', '/shortendscheck', '/shortendlocations'];

/** The quality applications on the record engine that Tom uses beyond corrective actions and non-conformances. */
const QUALITY_APPS = [
  '/InternalCA',
  '/QAAlert',
  '/StopAudit',
  '/MaterialDeviations',
  '/ProcessDeviations',
  '/DMR',
  '/NonConfUpdate',
  '/mtlnonconf',
];

/** The approval rights of the quality applications (Tom approves at Bowling Green; Jordan holds them all). */
const QUALITY_APPROVALS = [
  'CorrectiveActions_Approve',
  'InternalCA_Approve',
  'NonConformance_Approve',
  'QAAlert_Manage',
  'StopAudit_Approve',
  'Deviations_Quality',
  'Deviations_Engineering',
  'DMR_Accounting',
  'DMR_Purchasing',
];

/** A user group with its members and grants. */
export interface SeedGroup {
  name: string;
  members: number[];
  apps: string[];
  subApps: string[];
}

/** The demo user groups. */
export const GROUPS: SeedGroup[] = [
  {
    name: 'Spirit Lake Shop Floor',
    members: [2001, 2002, 2003, 2004],
    apps: SHOP_FLOOR,
    subApps: [],
  },
  {
    name: 'Sheldon Supervisors',
    members: [1003, 1005, 3001],
    apps: [
      '/LaborMod',
      '/Attendance',
      '/currentlyClockedIn',
      '/StaffingBoard',
      '/daybyhour',
      '/Downtime',
      '/PassDowns',
      '/absencecalendar',
      '/AbsentForm',
    ],
    subApps: ['LaborMod_Approval', 'IssueMaterial_OverIssue', 'MaterialQueue_Supervisor', 'IssueMaterial_ReopenJob'],
  },
  {
    name: 'Quality',
    members: [1004, 3002, 4001],
    apps: ['/CorrectiveActions', '/NonConformance', '/QAAlert', '/Inspections'],
    subApps: ['CorrectiveActions_Approve'],
  },
  {
    name: 'Maintenance',
    members: [1003, 3003, 4002],
    apps: ['/Maintenance', '/MaintManagement', '/hoistchecklist', '/liftchecklist', '/gages', '/mro'],
    subApps: ['Maintenance_Tech'],
  },
  // Bowling Green's hourly employees punch their own time clock too (their days are seeded).
  {
    name: 'Bowling Green Shop Floor',
    members: [3002, 3003, 3004],
    apps: ['/LaborMod'],
    subApps: [],
  },
];

/** Plants an employee works at besides their own: Dana, Sheldon's maintenance technician, also keeps Spirit Lake's hoists and lifts; Riya works at Bowling Green. */
export const EMPLOYEE_PLANTS: { empId: number; plantId: string }[] = [
  { empId: 1003, plantId: 'SPIRITLA' },
  // Riya has no home plant in the directory; she covers Bowling Green's plating line.
  { empId: 4001, plantId: 'BGOHIO' },
];

/** Grants given to one employee directly: applications by link, sub-applications by id. 'ALL' means every menu item. */
export const DIRECT_GRANTS: { empId: number; apps: string[] | 'ALL'; subApps: string[] }[] = [
  {
    empId: 1001,
    apps: 'ALL',
    subApps: [
      'Apps_Security',
      ...QUALITY_APPROVALS,
      'IssueMaterial_ReopenJob',
      'Inspections_Manager',
      'LaborMod_Approval',
      'startupblog_Author',
      'Suggestions_Review',
    ],
  },
  // With her group's six applications, Maria has nineteen (the shop-floor records, the materials screens, corrective actions, non-conformances and SPC inspections among them).
  {
    empId: 2001,
    apps: [
      '/Maintenance',
      '/cyclecount',
      '/hoistchecklist',
      '/weldleakrepair',
      '/Nitro',
      '/liftchecklist',
      ...MATERIALS,
      '/CorrectiveActions',
      '/NonConformance',
      '/Inspections',
    ],
    subApps: [],
  },
  // With the supervisors' eight applications, Tom has forty-one and the suggestion box every employee holds (the eight quality applications on the record engine and part search among them); he may issue material up to 150 % (not beyond) and manages SPC characteristics.
  {
    empId: 3001,
    apps: [
      '/Maintenance',
      '/MaintManagement',
      '/issueMaterial',
      '/InventoryMove',
      '/PurchaseRequests',
      '/Request',
      '/safety',
      '/CorrectiveActions',
      '/NonConformance',
      '/shippingdash',
      '/Logistics',
      '/emplist',
      '/weldleakrepair',
      '/Nitro',
      '/hoistchecklist',
      '/liftchecklist',
      '/Search/PartSearch',
      '/Inspections',
      '/InspectionManagement',
      '/Dashboards/SPC',
      '/Suggestions',
      ...MATERIALS,
      ...QUALITY_APPS,
    ],
    subApps: [
      'Maintenance_Manager',
      'PurchaseRequests_Approver',
      'weldleakrepair_Admin',
      'IssueMaterial_OverIssue',
      ...QUALITY_APPROVALS,
      'Inspections_Manager',
      'PartSearch_Files',
      'Suggestions_Review',
    ],
  },
  // With Quality's four applications, Riya has six.
  { empId: 4001, apps: ['/mfreport', '/paintinventory'], subApps: [] },
];

/** [username, hours ago, unread, description, action]: a handful per demo account (spec §3 "Notification"). */
export const NOTIFICATIONS: readonly (readonly [string, number, boolean, string, string])[] = [
  ['shjcarter@example.com', 2, true, 'PR 5512 awaits your approval', '/PurchaseRequests/MyPendingActions'],
  ['shjcarter@example.com', 20, true, 'Corrective action 77 was assigned to you by Quality', '/CorrectiveActions/indexPage/77'],
  ['shjcarter@example.com', 30, false, 'Maintenance request 1042 is complete', '/Maintenance/1042'],
  ['shjcarter@example.com', 55, true, 'ECR 318 needs your review before Friday', '/ECR/318'],
  ['shjcarter@example.com', 80, false, 'New QA alert', '/QAAlert'],
  ['slmnguyen@example.com', 1, true, 'Move request created', '/Request/MoveRequest'],
  ['slmnguyen@example.com', 26, true, 'Maintenance request 1043 on press 7 was assigned a technician', '/Maintenance/1043'],
  ['slmnguyen@example.com', 50, false, 'Weld leak entry 88 is incomplete', '/weldleakrepair/88'],
  [
    'slmnguyen@example.com',
    75,
    false,
    'Your absence notice for Monday was approved by your supervisor',
    '/LaborMod/Components/absentNotice',
  ],
  ['bgtwilson@example.com', 3, true, 'Labor approval pending for 6 employees on second shift', '/LaborMod/Components/approval'],
  ['bgtwilson@example.com', 10, true, 'PR 5520 approved', '/PurchaseRequests/MyRequests'],
  ['bgtwilson@example.com', 28, false, 'Non-conformance 240 was opened on job 118204-1 at Bowling Green', '/NonConformance/240'],
  ['bgtwilson@example.com', 60, false, 'PM job 512 is due', '/Maintenance/PM/512'],
  ['bgtwilson@example.com', 96, true, 'Shipment to customer 2231 is late', '/shippingdash'],
  ['mfrpatel@example.com', 5, true, 'Corrective action 81 needs your five-why analysis', '/CorrectiveActions/indexPage/81'],
  ['mfrpatel@example.com', 22, false, 'Paint inventory is low', '/paintinventory'],
  ['mfrpatel@example.com', 48, true, 'Inspection 6610 failed on characteristic 4 (bore diameter)', '/Inspections/6610'],
  ['mfrpatel@example.com', 90, false, 'Metal finishing report ready', '/mfreport'],
  ['shnoaccess@example.com', 4, true, 'Welcome to Apps', '/'],
  ['shnoaccess@example.com', 30, true, 'Ask your supervisor for access to the applications you need', '/'],
  ['shnoaccess@example.com', 70, false, 'Your password was changed', '/'],
  ['shnoaccess@example.com', 100, false, 'The portal will be down for maintenance on Saturday night', '/'],
];
