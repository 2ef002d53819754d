-- CreateEnum
CREATE TYPE "AgentPlatform" AS ENUM ('vg', 'vf', 'oai-assistants');

-- CreateEnum
CREATE TYPE "CodePurpose" AS ENUM ('signin', 'signup');

-- CreateEnum
CREATE TYPE "MemberRole" AS ENUM ('owner', 'member');

-- CreateTable
CREATE TABLE "Agency" (
    "id" VARCHAR(20) NOT NULL,
    "userId" VARCHAR(15) NOT NULL,
    "name" TEXT NOT NULL DEFAULT 'Your Awesome Agency',
    "brandingText" TEXT NOT NULL DEFAULT '',
    "squarePhotoURL" TEXT NOT NULL DEFAULT '',
    "darkModeSquarePhotourl" TEXT NOT NULL DEFAULT '',
    "faviconURL" TEXT NOT NULL DEFAULT '',
    "googleFont" TEXT NOT NULL DEFAULT 'Rubik',
    "themeVariant" TEXT NOT NULL DEFAULT 'default',
    "themeColorUsage" TEXT NOT NULL DEFAULT 'plain',
    "customThemeJSONString" TEXT NOT NULL DEFAULT '',
    "secondaryColorHex" TEXT NOT NULL DEFAULT '',
    "customCSS" TEXT NOT NULL DEFAULT '',
    "secret" VARCHAR(25) NOT NULL,
    "VGsubDomain" TEXT,
    "isVerifiedSubDomain" BOOLEAN NOT NULL DEFAULT false,
    "customDomain" TEXT,
    "isVerifiedCustomDomain" BOOLEAN NOT NULL DEFAULT false,
    "customDomainConfig" JSONB,
    "mainWebsite" TEXT NOT NULL DEFAULT '',
    "supportEmail" TEXT NOT NULL DEFAULT '',
    "tosPage" TEXT NOT NULL DEFAULT '',
    "privacyPolicypPage" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "settings" JSONB NOT NULL DEFAULT '{}',
    "customTabs" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModified" INTEGER,

    CONSTRAINT "Agency_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Org" (
    "id" VARCHAR(20) NOT NULL,
    "ownerID" VARCHAR(15) NOT NULL,
    "agencyId" VARCHAR(20),
    "name" TEXT NOT NULL DEFAULT 'New Organization',
    "squarePhotoURL" TEXT NOT NULL DEFAULT '',
    "widgetIDs" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "defaultClientAccess" TEXT[] DEFAULT ARRAY['home', 'convos', 'analytics', 'leads', 'campaigns']::TEXT[],
    "defaultClientTabOrder" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "dashboardLayout" TEXT NOT NULL DEFAULT 'vertical',
    "preferredLanguage" TEXT NOT NULL DEFAULT 'en',
    "predefinedTags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "disallowAnyTags" BOOLEAN NOT NULL DEFAULT false,
    "disableHandoff" BOOLEAN NOT NULL DEFAULT false,
    "allowBilling" BOOLEAN NOT NULL DEFAULT false,
    "loadTokens" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "subscription" JSONB,
    "autocharge" JSONB NOT NULL DEFAULT '{}',
    "settings" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Org_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Client" (
    "id" VARCHAR(20) NOT NULL,
    "orgId" VARCHAR(20) NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "dashboardPasswordHash" TEXT NOT NULL,
    "squarePhotoURL" TEXT NOT NULL DEFAULT '',
    "canAccess" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "clientTabOrder" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "notificationsSettings" JSONB NOT NULL DEFAULT '{}',
    "preferredLanguage" TEXT NOT NULL DEFAULT 'en',
    "isOrgAdmin" BOOLEAN NOT NULL DEFAULT false,
    "isAdmin" BOOLEAN NOT NULL DEFAULT false,
    "allowCreateAgents" BOOLEAN NOT NULL DEFAULT false,
    "canDelegateChats" BOOLEAN NOT NULL DEFAULT false,
    "hideAdvancedSettings" BOOLEAN NOT NULL DEFAULT false,
    "widgetIDs" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" TEXT NOT NULL DEFAULT 'offline',
    "isNewSignup" BOOLEAN NOT NULL DEFAULT false,
    "onboardingCompleted" BOOLEAN NOT NULL DEFAULT false,
    "stripeCustomerId" TEXT,
    "ts" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Client_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Agent" (
    "id" VARCHAR(16) NOT NULL,
    "ownerId" VARCHAR(15) NOT NULL,
    "userId" VARCHAR(15) NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT 'Your virtual assistant.',
    "agentPlatform" "AgentPlatform" NOT NULL DEFAULT 'vg',
    "roundedImageURL" TEXT NOT NULL DEFAULT '',
    "enableNodes" BOOLEAN NOT NULL DEFAULT false,
    "starred" BOOLEAN NOT NULL DEFAULT false,
    "isDeployed" BOOLEAN NOT NULL DEFAULT false,
    "SECRET_API_KEY" VARCHAR(23) NOT NULL,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "published" JSONB,
    "lastModified" INTEGER NOT NULL,
    "ts" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Agent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SignInCode" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "purpose" "CodePurpose" NOT NULL,
    "codeHash" TEXT NOT NULL,
    "displayName" TEXT NOT NULL DEFAULT '',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "consumedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SignInCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "id" VARCHAR(15) NOT NULL,
    "email" TEXT NOT NULL,
    "displayName" TEXT NOT NULL DEFAULT '',
    "photoURL" TEXT NOT NULL DEFAULT '',
    "location" TEXT NOT NULL DEFAULT '',
    "origin" TEXT NOT NULL DEFAULT 'email',
    "referredFrom" TEXT,
    "utmSource" TEXT,
    "countryCode" TEXT,
    "isProfileComplete" BOOLEAN NOT NULL DEFAULT false,
    "isAgentOnboardingDone" BOOLEAN NOT NULL DEFAULT false,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastWorkspaceId" VARCHAR(15),

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Workspace" (
    "id" VARCHAR(15) NOT NULL,
    "ownerId" VARCHAR(15) NOT NULL,
    "isMain" BOOLEAN NOT NULL DEFAULT false,
    "workspaceName" TEXT NOT NULL DEFAULT '',
    "workspacePhotoURL" TEXT NOT NULL DEFAULT '',
    "workspaceSecret" VARCHAR(23) NOT NULL,
    "loadTokens" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "freeLTsTS" TIMESTAMP(3),
    "hasEverPaid" BOOLEAN NOT NULL DEFAULT false,
    "stripeCustomerId" TEXT,
    "stripeSubscriptionId" TEXT,
    "stripePlanId" TEXT,
    "automaticBilling" BOOLEAN NOT NULL DEFAULT false,
    "internal" JSONB NOT NULL DEFAULT '{}',
    "customPlan" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Workspace_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkspaceMember" (
    "id" TEXT NOT NULL,
    "workspaceId" VARCHAR(15) NOT NULL,
    "email" TEXT NOT NULL,
    "userId" VARCHAR(15),
    "role" "MemberRole" NOT NULL DEFAULT 'member',
    "permissions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WorkspaceMember_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Agency_secret_key" ON "Agency"("secret");

-- CreateIndex
CREATE UNIQUE INDEX "Agency_VGsubDomain_key" ON "Agency"("VGsubDomain");

-- CreateIndex
CREATE UNIQUE INDEX "Agency_customDomain_key" ON "Agency"("customDomain");

-- CreateIndex
CREATE INDEX "Agency_userId_idx" ON "Agency"("userId");

-- CreateIndex
CREATE INDEX "Org_ownerID_idx" ON "Org"("ownerID");

-- CreateIndex
CREATE INDEX "Client_email_idx" ON "Client"("email");

-- CreateIndex
CREATE UNIQUE INDEX "Client_orgId_email_key" ON "Client"("orgId", "email");

-- CreateIndex
CREATE UNIQUE INDEX "Agent_SECRET_API_KEY_key" ON "Agent"("SECRET_API_KEY");

-- CreateIndex
CREATE INDEX "Agent_ownerId_lastModified_idx" ON "Agent"("ownerId", "lastModified");

-- CreateIndex
CREATE INDEX "SignInCode_email_createdAt_idx" ON "SignInCode"("email", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "Workspace_workspaceSecret_key" ON "Workspace"("workspaceSecret");

-- CreateIndex
CREATE INDEX "Workspace_ownerId_idx" ON "Workspace"("ownerId");

-- CreateIndex
CREATE INDEX "WorkspaceMember_email_idx" ON "WorkspaceMember"("email");

-- CreateIndex
CREATE UNIQUE INDEX "WorkspaceMember_workspaceId_email_key" ON "WorkspaceMember"("workspaceId", "email");

-- AddForeignKey
ALTER TABLE "Agency" ADD CONSTRAINT "Agency_userId_fkey" FOREIGN KEY ("userId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Org" ADD CONSTRAINT "Org_ownerID_fkey" FOREIGN KEY ("ownerID") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Org" ADD CONSTRAINT "Org_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Client" ADD CONSTRAINT "Client_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Org"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agent" ADD CONSTRAINT "Agent_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkspaceMember" ADD CONSTRAINT "WorkspaceMember_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

